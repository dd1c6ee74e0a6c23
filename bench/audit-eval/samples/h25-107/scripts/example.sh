echo -n 'usuario-app' | base64 -w 0
kubectl get secret app-db -o jsonpath='{.data.username}' | base64 -d
