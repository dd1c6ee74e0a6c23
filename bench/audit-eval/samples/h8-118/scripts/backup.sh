#!/bin/sh
set -eu
sudo -u www-data php occ maintenance:mode --on
sudo rsync -Aax /var/www/nextcloud/ /backup/nextcloud-dir-$(date +%F)/
sudo rsync -Aax /srv/nextcloud-data/ /backup/nextcloud-data-$(date +%F)/
sudo mysqldump --single-transaction nextcloud > /backup/nextcloud-db-$(date +%F).sql
