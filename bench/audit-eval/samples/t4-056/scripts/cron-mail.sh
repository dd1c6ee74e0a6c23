#!/usr/bin/env bash
set -euo pipefail
{ echo "Subject: nightly backup $(date +%F)"; echo; tail -50 /var/log/backup.log; } | sendmail ops@example.org
