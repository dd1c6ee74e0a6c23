#!/bin/sh
# Rotate Weaviate keys: add the new key next to the old one, redeploy clients, then drop the old key.
set -eu
NEW=$(openssl rand -hex 24)
echo "Store this in the vault as weaviate/read-key-next: $NEW"
echo "1) append it to AUTHENTICATION_APIKEY_ALLOWED_KEYS and the matching user to _USERS"
echo "2) redeploy readers with the new key"
echo "3) remove the old key from both lists and restart Weaviate"
