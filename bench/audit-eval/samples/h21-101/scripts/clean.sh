#!/bin/bash
acct="$1"
for v in $(aws glacier list-vaults --account-id "$acct" --query 'VaultList[].VaultName' --output text); do
  aws glacier delete-vault-access-policy --account-id "$acct" --vault-name "$v"
  for a in $(cat /tmp/inv-$v.txt 2>/dev/null); do aws glacier delete-archive --account-id "$acct" --vault-name "$v" --archive-id "$a"; done
  aws glacier delete-vault --account-id "$acct" --vault-name "$v"
done
aws backup list-backup-vaults --query 'BackupVaultList[].BackupVaultName' --output text | xargs -n1 -I{} aws backup delete-backup-vault --backup-vault-name {}
