#!/bin/sh
set -eu
git-crypt init
cat >> .gitattributes <<'ATTR'
secrets/** filter=git-crypt diff=git-crypt
*.key filter=git-crypt diff=git-crypt
ATTR
git-crypt add-gpg-user ALICE_KEY_ID
