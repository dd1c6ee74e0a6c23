#!/usr/bin/env bash
set -uo pipefail
dir="$(cd "$(dirname "$0")/.." && pwd)"
fail=0
while read -r url; do
  [ -z "$url" ] && continue
  code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 "$url")
  if [ "$code" != "200" ]; then echo "DOWN $url ($code)"; fail=1; else echo "ok   $url"; fi
done < "$dir/references/endpoints.txt"
[ "$fail" -eq 0 ] && curl -fsS -m 10 --retry 3 "https://hc-ping.com/${HC_PING_UUID}" >/dev/null
exit "$fail"
