#!/bin/sh
# uses the login path created with mysql_config_editor; no password in this file or in ps output
set -eu
out=/backup/mysql/shop-$(date +%F).sql.gz
mysqldump --login-path=backup --single-transaction --routines shop | gzip > "$out"
chmod 600 "$out"
find /backup/mysql -name 'shop-*.sql.gz' -mtime +14 -delete
