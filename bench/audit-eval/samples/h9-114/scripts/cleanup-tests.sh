#!/bin/sh
# deletes only instances whose names start with "test-", after listing them
set -eu
victims=$(multipass list --format csv | awk -F, 'NR>1 && $1 ~ /^test-/ {print $1}')
[ -n "$victims" ] || { echo "nothing to clean"; exit 0; }
echo "Will delete: $victims"
printf 'Proceed? [y/N] '; read a; [ "$a" = y ] || exit 0
multipass delete $victims
multipass purge
