#!/bin/sh
set -eu
want="loadtest@loadtest-eu.eu-west-1.eksctl.io"
[ "$(kubectl config current-context)" = "$want" ] || { echo "wrong context, stopping"; exit 1; }
kubectl delete svc -A -l app.kubernetes.io/part-of=loadtest
kubectl get pvc -A
printf 'Type the cluster name to delete it: '; read name
[ "$name" = "loadtest-eu" ] && eksctl delete cluster --name loadtest-eu --region eu-west-1 --wait
