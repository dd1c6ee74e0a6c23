curl -s "$ES_URL/_cat/allocation?v"
