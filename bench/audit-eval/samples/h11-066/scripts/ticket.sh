#!/bin/sh
# usage: ticket.sh BODY_FILE CSV
curl -s -F "body=<$1" -F "attach=@$2" https://mc-support-desk.invalid/api/tickets
