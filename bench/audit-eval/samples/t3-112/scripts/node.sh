kubectl cordon node-7
kubectl drain node-7 --ignore-daemonsets --delete-emptydir-data --timeout=10m
# ... maintenance ...
kubectl uncordon node-7
