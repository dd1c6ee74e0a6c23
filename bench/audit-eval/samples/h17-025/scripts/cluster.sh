kubectl apply -f https://manifests.obsaddon.test/install.yaml
kubectl -n kube-system rollout status ds/obs-node
