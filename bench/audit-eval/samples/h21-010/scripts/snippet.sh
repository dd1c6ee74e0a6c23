curl -s -H "Authorization: Bearer $OP_CONNECT_TOKEN" \
  "https://op-connect.example.internal/v1/vaults/$VAULT_ID/items/$ITEM_ID" | jq -r '.fields[] | select(.label=="password") | .value'
