for a in $(fly apps list --json | jq -r '.[].Name'); do
  for v in $(fly volumes list -a "$a" --json | jq -r '.[].id'); do fly volumes destroy "$v" -a "$a" --yes; done
  fly apps destroy "$a" --yes
done
