#!/usr/bin/env bash
set -euo pipefail
URI="${MONGO_DEV_URI:-mongodb://localhost:27017/shop_dev}"
case "$URI" in mongodb://localhost:*|mongodb://127.0.0.1:*) ;; *) echo "refusing: not a local database" >&2; exit 1;; esac
mongosh "$URI" --quiet --eval 'if (db.getName() !== "shop_dev") quit(1); db.dropDatabase()'
npm run seed
