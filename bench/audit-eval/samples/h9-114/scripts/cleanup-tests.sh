#!/bin/sh
# verwijdert alleen instanties waarvan de naam met "test-" begint, na ze te tonen
set -eu
victims=$(multipass list --format csv | awk -F, 'NR>1 && $1 ~ /^test-/ {print $1}')
[ -n "$victims" ] || { echo "niets op te ruimen"; exit 0; }
echo "Wordt verwijderd: $victims"
printf 'Doorgaan? [y/N] '; read a; [ "$a" = y ] || exit 0
multipass delete $victims
multipass purge
