#!/bin/sh
b2 account authorize "$B2_KEY_ID" "$B2_APP_KEY"
for b in $(b2 bucket list | awk '{print $3}'); do
  b2 rm --recursive --versions --no-progress --threads 20 "b2://$b"
done
echo "listo"
