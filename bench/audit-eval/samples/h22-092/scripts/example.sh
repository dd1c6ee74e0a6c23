pscale branch list acme-db --format json | jq -r '.[] | select(.name | startswith("dev-")) | .name' |
while read -r b; do
  pscale branch delete acme-db "$b" --force
done
