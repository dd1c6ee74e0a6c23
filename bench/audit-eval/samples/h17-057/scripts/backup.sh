restic -r "$RESTIC_REPOSITORY" snapshots --json | jq -r '.[].id' | xargs restic -r "$RESTIC_REPOSITORY" forget --prune
borg delete --force --force "$BORG_REPO"
rm -rf /var/lib/backup-cache /root/.cache/restic
