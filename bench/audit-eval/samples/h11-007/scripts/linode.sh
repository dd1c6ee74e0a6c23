export LINODE_TOKEN=...   # from the password manager, not from a file in the repo
curl -s -H "Authorization: Bearer $LINODE_TOKEN" https://api.linode.com/v4/domains | jq '.data[].domain'
