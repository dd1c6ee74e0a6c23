kubectl port-forward pod/api-0 15000:15000
curl -s localhost:15000/clusters | grep health_flags
curl -s localhost:15000/stats | grep upstream_rq_5xx
