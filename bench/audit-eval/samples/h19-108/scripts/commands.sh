git lfs prune --dry-run --verbose
git lfs prune
git lfs prune --verify-remote   # only delete objects the remote has
