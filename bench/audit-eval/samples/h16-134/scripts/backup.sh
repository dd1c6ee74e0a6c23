duplicity remove-older-than 90D --force sftp://backup@vault.backup.test//srv/backups/web
duplicity remove-all-but-n-full 4 --force sftp://backup@vault.backup.test//srv/backups/web
duplicity collection-status sftp://backup@vault.backup.test//srv/backups/web
