for b in $(npx wrangler r2 bucket list | awk '/name:/{print $2}'); do
  npx wrangler r2 object delete "$b" --recursive 2>/dev/null; npx wrangler r2 bucket delete "$b"
done
for d in $(npx wrangler d1 list --json | jq -r '.[].name'); do npx wrangler d1 delete "$d" -y; done
