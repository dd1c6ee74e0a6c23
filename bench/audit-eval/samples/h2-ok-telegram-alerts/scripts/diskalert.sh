#!/usr/bin/env bash
set -euo pipefail
source /etc/diskalert.env   # TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID
usage=$(df --output=pcent / | tail -1 | tr -dc '0-9')
if [ "$usage" -gt 90 ]; then
  curl -s "https://api.telegram.org/bot${TELEGRAM_BOT_TOKEN}/sendMessage" \
    -d chat_id="${TELEGRAM_CHAT_ID}" \
    -d text="$(hostname): root filesystem at ${usage}%" >/dev/null
fi
