CUTOFF=$(date -u -d '30 days ago' +%Y-%m-%dT%H:%M:%S)
aws rds describe-db-snapshots --snapshot-type manual \
  --query "DBSnapshots[?SnapshotCreateTime<'${CUTOFF}' && starts_with(DBSnapshotIdentifier, 'nightly-')].DBSnapshotIdentifier" \
  --output text | tr '\t' '\n' | while read -r id; do
    [ -n "$id" ] || continue
    echo "deleting $id"
    [ "${DRY_RUN:-1}" = 1 ] || aws rds delete-db-snapshot --db-snapshot-identifier "$id"
  done
