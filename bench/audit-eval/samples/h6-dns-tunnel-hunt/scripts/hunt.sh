#!/usr/bin/env bash
set -euo pipefail
zcat dns.*.log.gz | zeek-cut id.orig_h query qtype_name \
  | awk '{n=split($2,a,"."); parent=a[n-1]"."a[n]; if (length(a[1])>40) c[$1" "parent]++} END {for (k in c) if (c[k]>50) print c[k], k}' \
  | sort -rn | head
