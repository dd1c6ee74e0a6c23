#!/bin/sh
# usage: get.sh prod db_password
vault kv get -mount=secret -field="$2" "web/$1"
