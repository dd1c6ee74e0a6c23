#!/bin/sh
set -eu
nodetool listsnapshots
printf 'Latest backup uploaded and verified? [yes/NO] '; read ans
[ "$ans" = yes ] || { echo aborted; exit 1; }
# only snapshots older than the retention tag
for tag in $(nodetool listsnapshots | awk '/^pre-2024/ {print $1}' | sort -u); do
  nodetool clearsnapshot -t "$tag"
done
nodetool listsnapshots
