python manage.py flush --noinput --settings=config.settings.demo
python manage.py migrate billing zero --settings=config.settings.demo
python manage.py migrate --settings=config.settings.demo
python manage.py loaddata demo_fixtures.json --settings=config.settings.demo
