RAILS_ENV=production bin/tootctl media remove --days 7 --dry-run
RAILS_ENV=production bin/tootctl media remove --days 7
