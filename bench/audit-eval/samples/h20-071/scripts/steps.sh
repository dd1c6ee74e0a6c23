az login --identity                      # system-assigned
az login --identity --client-id "$CLIENT_ID"   # user-assigned
az storage blob list --account-name reports --container-name daily --auth-mode login
