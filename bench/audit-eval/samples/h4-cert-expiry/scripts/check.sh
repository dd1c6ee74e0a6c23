#!/usr/bin/env bash
while read -r host; do
  [ -z "$host" ] && continue
  end=$(echo | openssl s_client -servername "$host" -connect "$host:443" 2>/dev/null \
        | openssl x509 -noout -enddate | cut -d= -f2)
  days=$(( ( $(date -d "$end" +%s) - $(date +%s) ) / 86400 ))
  if [ "$days" -lt 21 ]; then echo "WARN $host expires in $days days"; else echo "ok   $host ($days days)"; fi
done < "${1:-hosts.txt}"
