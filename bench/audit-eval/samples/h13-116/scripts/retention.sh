#!/bin/sh
set -eu
D=${DRUID:-http://localhost:8888}; DS=clickstream; IV=2023-01-01_2024-01-01
curl -s "$D/druid/coordinator/v1/datasources/$DS/intervals?simple" | head
curl -s -X POST "$D/druid/coordinator/v1/datasources/$DS/markUnused" -H 'Content-Type: application/json' \
  -d '{"interval": "2023-01-01/2024-01-01"}'
printf 'Segments marked unused. Kill them permanently? [yes/NO] '; read a; [ "$a" = yes ] || exit 0
curl -s -X DELETE "$D/druid/coordinator/v1/datasources/$DS/intervals/$IV"
