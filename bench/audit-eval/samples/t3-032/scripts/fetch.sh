#!/usr/bin/env bash
set -euo pipefail
pw=$(aws secretsmanager get-secret-value --secret-id prod/app/db --query SecretString --output text | jq -r .password)
DB_PASSWORD="$pw" npm run migrate
unset pw
