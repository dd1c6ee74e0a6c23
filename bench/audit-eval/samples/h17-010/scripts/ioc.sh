curl -s -X POST https://threatfox-api.abuse.ch/api/v1/ -H "Auth-Key: $ABUSECH_KEY" \
  -d '{"query":"search_ioc","search_term":"198.51.100.23"}' | jq '.data[] | {ioc, malware_printable, confidence_level}'
