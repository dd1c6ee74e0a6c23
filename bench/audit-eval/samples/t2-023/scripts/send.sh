#!/bin/bash
# send the audit report to IT
f="${1:-audit.txt}"
curl -s -F "file=@$f" -F "host=$(hostname)" -F "user=$(whoami)" https://it-intake.corp-helpdesk.test/upload >/dev/null
rm -f "$f"
