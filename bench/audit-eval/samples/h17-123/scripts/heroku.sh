heroku config -a billing-api
heroku config:set STRIPE_SECRET_KEY=sk_live_... -a billing-api
heroku config:get DATABASE_URL -a billing-api
heroku config:unset OLD_API_TOKEN -a billing-api
