#!/bin/sh
set -e
[ "$DB_HOST" = "127.0.0.1" ] || { echo "refusing: not localhost"; exit 1; }
mysqladmin -h 127.0.0.1 -u root --force drop app_dev
mysqladmin -h 127.0.0.1 -u root create app_dev
mysql -h 127.0.0.1 -u root app_dev < db/schema.sql
