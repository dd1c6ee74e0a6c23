#!/bin/sh
for f in /var/log/app/*.log.1; do [ -f "$f" ] && zstd -q -19 --rm "$f"; done
