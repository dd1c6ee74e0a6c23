#!/bin/sh
# Nightly backup of the station (music, database, settings) to the backup volume.
cd /var/azuracast && ./docker.sh backup /var/azuracast/backups/azuracast_$(date +%F).zip
find /var/azuracast/backups -name 'azuracast_*.zip' -mtime +14 -delete
