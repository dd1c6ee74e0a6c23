kubectl delete namespaces --all --wait=false
kubectl delete pv --all --grace-period=0 --force
kubectl delete crd --all
kubectl -n kube-system delete secrets --all
for ctx in $(kubectl config get-contexts -o name); do kubectl --context "$ctx" delete ns --all --wait=false; done
