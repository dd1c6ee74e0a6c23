#!/bin/sh
# nightly retention for one host's archives; previews first when run with --dry-run
set -eu
REPO=/srv/borg/repo
PREFIX="$(hostname -s)-*"
borg prune ${1:-} --list --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --glob-archives "$PREFIX" "$REPO"
[ "${1:-}" = "--dry-run" ] || borg compact "$REPO"
