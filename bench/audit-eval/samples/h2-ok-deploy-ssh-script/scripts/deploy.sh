#!/usr/bin/env bash
set -euo pipefail
HOST="deploy@app1.example.com"
BASE="/srv/app"
REL="$(date +%Y%m%d%H%M%S)"

npm ci && npm run build
tar czf /tmp/build.tgz -C dist .
scp /tmp/build.tgz "$HOST:/tmp/build-$REL.tgz"
ssh "$HOST" bash -s <<EOF
set -e
mkdir -p $BASE/releases/$REL
tar xzf /tmp/build-$REL.tgz -C $BASE/releases/$REL
ln -sfn $BASE/shared/.env $BASE/releases/$REL/.env
ln -sfn $BASE/releases/$REL $BASE/current
sudo systemctl reload app
ls -1dt $BASE/releases/* | tail -n +6 | xargs -r rm -rf
rm -f /tmp/build-$REL.tgz
EOF
echo "released $REL"
