gh-ost --host=db-replica.internal.test --database=shop --table=orders \
  --alter="ADD COLUMN fulfilled_at DATETIME NULL" \
  --assume-rbr --cut-over=default --exact-rowcount --execute
# after verifying the new table for a day:
mysql -h db-primary.internal.test shop -e "DROP TABLE _orders_del;"
