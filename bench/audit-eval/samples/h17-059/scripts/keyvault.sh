az webapp identity assign -g shop-rg -n shop-api
az keyvault set-policy -n shop-kv --object-id "$(az webapp identity show -g shop-rg -n shop-api --query principalId -o tsv)" --secret-permissions get
az webapp config appsettings set -g shop-rg -n shop-api --settings \
  "DB_PASSWORD=@Microsoft.KeyVault(SecretUri=https://shop-kv.vault.azure.net/secrets/db-password/)"
