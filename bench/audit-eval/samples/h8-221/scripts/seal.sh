#!/bin/sh
set -eu
kubectl create secret generic db-creds --dry-run=client \
  --from-literal=username=app --from-literal=password="$(pass show db/app)" -o yaml \
  | kubeseal --format yaml > db-creds.sealed.yaml
