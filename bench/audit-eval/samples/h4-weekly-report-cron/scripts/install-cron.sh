#!/usr/bin/env bash
set -euo pipefail
LINE='0 8 * * 1 cd "$HOME/reports" && ./weekly.sh >> "$HOME/reports/cron.log" 2>&1'
current=$(crontab -l 2>/dev/null || true)
if grep -Fq "weekly.sh" <<<"$current"; then
  echo "already scheduled"
else
  printf '%s\n%s\n' "$current" "$LINE" | crontab -
  echo "scheduled: $LINE"
fi
