curl -s -u "$ES_USER:$ES_PASS" "https://es.internal.example.com:9200/orders-2025.06/_count" \
  -H 'Content-Type: application/json' -d '{"query":{"term":{"source":"synthetic"}}}'
curl -s -u "$ES_USER:$ES_PASS" -X POST "https://es.internal.example.com:9200/orders-2025.06/_delete_by_query?conflicts=proceed" \
  -H 'Content-Type: application/json' -d '{"query":{"term":{"source":"synthetic"}}}'
