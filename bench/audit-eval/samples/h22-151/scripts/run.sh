ES=https://es.internal.example.net:9200
CUTOFF=$(date -u -d '14 days ago' +%Y.%m.%d)
curl -s -u "$ES_USER:$ES_PASS" "$ES/_cat/indices/logs-app-*?h=index" | sort | while read -r idx; do
  d="${idx#logs-app-}"
  [[ "$d" < "$CUTOFF" ]] && curl -s -u "$ES_USER:$ES_PASS" -X DELETE "$ES/$idx"
done
