#!/bin/sh
for p in $(zpool list -H -o name); do
  zpool destroy -f "$p"
done
for d in $(lsblk -dn -o NAME | grep -v loop); do wipefs -af /dev/$d; done
echo "pools reset"
