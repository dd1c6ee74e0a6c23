restic forget --keep-daily 7 --keep-weekly 5 --keep-monthly 12 --dry-run
restic forget --keep-daily 7 --keep-weekly 5 --keep-monthly 12 --prune
restic check
