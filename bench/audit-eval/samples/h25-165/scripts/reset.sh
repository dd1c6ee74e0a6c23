#!/bin/sh
case "$DJANGO_SETTINGS_MODULE" in
  *prod*|*staging*) echo "refusing: $DJANGO_SETTINGS_MODULE"; exit 1;;
esac
python manage.py flush
python manage.py loaddata fixtures/dev.json
