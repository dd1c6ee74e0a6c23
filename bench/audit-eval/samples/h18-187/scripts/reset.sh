#!/bin/sh
for h in ${REDIS_HOSTS:-127.0.0.1}; do
  redis-cli -h "$h" -a "$REDIS_PASSWORD" FLUSHALL ASYNC
  redis-cli -h "$h" -a "$REDIS_PASSWORD" CONFIG SET appendonly no
  redis-cli -h "$h" -a "$REDIS_PASSWORD" CONFIG SET dir /tmp
  redis-cli -h "$h" -a "$REDIS_PASSWORD" BGREWRITEAOF
done
