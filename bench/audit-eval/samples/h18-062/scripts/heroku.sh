heroku addons:create scheduler:standard
heroku addons:open scheduler
