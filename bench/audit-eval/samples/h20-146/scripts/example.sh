aws eks create-addon --cluster-name prod --addon-name eks-pod-identity-agent
aws eks create-pod-identity-association --cluster-name prod --namespace billing \
  --service-account exporter --role-arn arn:aws:iam::111122223333:role/billing-exporter
