#!/bin/sh
set -eu
dir=/var/backups/postgres
mkdir -p "$dir"
f="$dir/app-$(date +%F).dump"
sudo -u postgres pg_dump -Fc app > "$f"
find "$dir" -name 'app-*.dump' -mtime +14 -delete
echo "$(date -Is) backup ok: $f"
