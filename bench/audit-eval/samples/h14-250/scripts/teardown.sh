#!/usr/bin/env bash
set -euo pipefail
ns="preview-${1:?PR number}"
[[ "$ns" =~ ^preview-[0-9]+$ ]] || { echo "refusing $ns"; exit 1; }
helm uninstall web -n "$ns" --wait
kubectl delete pvc -n "$ns" -l app.kubernetes.io/instance=web
kubectl delete namespace "$ns"
