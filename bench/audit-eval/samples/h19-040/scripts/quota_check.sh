#!/bin/sh
# warns when this month's traffic exceeds 80% of the 2 TB quota
used=$(vnstat --json m | jq '.interfaces[0].traffic.month[-1] | .rx + .tx')
quota=$((2 * 1000 * 1000 * 1000 * 1000))
[ "$used" -gt $((quota * 8 / 10)) ] && echo "traffic at $((used * 100 / quota))% of quota"
exit 0
