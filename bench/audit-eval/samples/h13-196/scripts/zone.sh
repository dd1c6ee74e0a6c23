#!/bin/sh
set -eu
pdnsutil create-zone corp.test ns1.corp.test
pdnsutil add-record corp.test build A 3600 192.0.2.10
pdnsutil add-record corp.test @ MX 3600 "10 mx.corp.test"
pdnsutil secure-zone corp.test
pdnsutil rectify-zone corp.test
# API (key from pdns.conf api-key=, kept in the environment)
curl -s -H "X-API-Key: $PDNS_API_KEY" http://127.0.0.1:8081/api/v1/servers/localhost/zones/corp.test. | jq .rrsets[].name
