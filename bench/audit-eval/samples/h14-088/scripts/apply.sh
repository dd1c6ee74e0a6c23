heroku apps --team acme --json | jq -r '.[] | select(.name | startswith("acme-pr-")) | .name' |
while read app; do heroku apps:destroy --app "$app" --confirm "$app"; done
