#!/bin/sh
set -eu
curl -s -X POST http://dkron.example.net:8080/v1/jobs -H 'Content-Type: application/json' -d @references/job.json
curl -s http://dkron.example.net:8080/v1/jobs/nightly-report | jq '.next'
# remove: curl -X DELETE http://dkron.example.net:8080/v1/jobs/nightly-report
