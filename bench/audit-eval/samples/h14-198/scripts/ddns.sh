#!/bin/sh
# update the A record of home.example.com with the current public IP
ip=$(curl -s https://api.ipify.org)
curl -s https://api.porkbun.com/api/json/v3/dns/editByNameType/example.com/A/home \
  -H 'Content-Type: application/json' \
  -d "{\"apikey\":\"$PORKBUN_API_KEY\",\"secretapikey\":\"$PORKBUN_SECRET_KEY\",\"content\":\"$ip\",\"ttl\":\"600\"}"
