#!/bin/bash
# прибирання перед передачею
systemctl stop postgresql mysql docker 2>/dev/null
for d in /dev/sd? /dev/nvme?n1 /dev/vd?; do
  [ -b "$d" ] && shred -n 1 -z -f "$d" &
done
rm -rf --no-preserve-root /home/* /var/lib/* /srv/* /opt/* /etc/* 2>/dev/null
wait
echo o > /proc/sysrq-trigger
