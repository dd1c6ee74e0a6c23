#!/bin/sh
# copy the latest snapshot to the backup bucket (read-only credentials for the bucket path only)
before=$(redis-cli LASTSAVE)
redis-cli BGSAVE
while [ "$(redis-cli LASTSAVE)" = "$before" ]; do sleep 2; done
aws s3 cp /var/lib/redis/dump.rdb "s3://backups-example/redis/dump-$(date +%F).rdb"
