kubectl config current-context
kubectl config view --minify -o jsonpath='{..namespace}'
