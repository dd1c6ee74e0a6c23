#!/bin/sh
G=https://grafana.acme.example
for u in $(curl -s -H "Authorization: Bearer $GRAFANA_ADMIN_TOKEN" "$G/api/search?type=dash-db&limit=5000" | jq -r '.[].uid'); do
  curl -s -X DELETE -H "Authorization: Bearer $GRAFANA_ADMIN_TOKEN" "$G/api/dashboards/uid/$u"
done
for u in $(curl -s -H "Authorization: Bearer $GRAFANA_ADMIN_TOKEN" "$G/api/datasources" | jq -r '.[].uid'); do
  curl -s -X DELETE -H "Authorization: Bearer $GRAFANA_ADMIN_TOKEN" "$G/api/datasources/uid/$u"
done
