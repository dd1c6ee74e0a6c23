#!/usr/bin/env bash
kcadm.sh config credentials --server "$KC_URL" --realm master --user admin --password "$KC_ADMIN_PASSWORD"
for r in $(kcadm.sh get realms --fields realm --format csv --noquotes); do
  [ "$r" = master ] && continue
  kcadm.sh delete "realms/$r"
done
