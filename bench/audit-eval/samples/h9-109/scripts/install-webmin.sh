#!/bin/sh
set -e
curl -o setup-repos.sh https://raw.githubusercontent.com/webmin/webmin/master/setup-repos.sh
sh setup-repos.sh          # adds the repo and its signing key, asks before changing anything
apt-get install --install-recommends -y webmin || dnf install -y webmin
# Webmin listens on port 10000; restrict it to the admin network:
#   ufw allow from 10.0.9.0/24 to any port 10000
