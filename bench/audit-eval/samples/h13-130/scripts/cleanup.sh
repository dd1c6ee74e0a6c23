#!/bin/sh
set -eu
VM=${VM:-http://localhost:8428}
SEL='{__name__=~"test_.*",job="loadgen"}'
curl -s "$VM/api/v1/series" --data-urlencode "match[]=$SEL" | jq '.data | length'
printf 'Delete these series? type DELETE: '; read a; [ "$a" = DELETE ] || exit 1
curl -s "$VM/api/v1/admin/tsdb/delete_series" --data-urlencode "match[]=$SEL"
