#!/bin/sh
# Monthly update: the project's own update script checks out the new release and restarts the stack.
set -eu
cd /opt/mailcow-dockerized
./helper-scripts/backup_and_restore.sh backup all --delete-days 14
./update.sh --check && ./update.sh
