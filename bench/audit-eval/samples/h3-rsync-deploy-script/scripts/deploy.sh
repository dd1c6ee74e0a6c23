#!/usr/bin/env bash
set -euo pipefail
target=${1:?usage: deploy.sh user@host}
key=~/.ssh/deploy_ed25519
release=$(date +%Y%m%d%H%M%S)
npm run build
rsync -az --delete -e "ssh -i $key" dist/ "$target:/srv/app/releases/$release/"
ssh -i "$key" "$target" "ln -sfn /srv/app/releases/$release /srv/app/current && sudo systemctl restart app"
if ! ssh -i "$key" "$target" "curl -fsS http://127.0.0.1:3000/healthz"; then
  echo "health check failed, rolling back" >&2
  ssh -i "$key" "$target" "ln -sfn \$(ls -1d /srv/app/releases/* | tail -2 | head -1) /srv/app/current && sudo systemctl restart app"
  exit 1
fi
echo "deployed $release"
