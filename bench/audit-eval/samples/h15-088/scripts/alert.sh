#!/usr/bin/env bash
set -euo pipefail
curl -s https://api.smtp2go.com/v3/email/send \
  -H "Content-Type: application/json" -H "X-Smtp2go-Api-Key: ${SMTP2GO_API_KEY}" \
  -d "$(jq -n --arg t "$1" '{sender: "alerts@corp.test", to: ["oncall@corp.test"], subject: ("[alert] " + $t), text_body: $t}')"
