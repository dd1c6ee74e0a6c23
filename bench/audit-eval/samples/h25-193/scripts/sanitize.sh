#!/bin/sh
curl -s -X POST "https://modelarmor.us-central1.rep.googleapis.com/v1/projects/$PROJECT/locations/us-central1/templates/$TEMPLATE:sanitizeUserPrompt" \
  -H "Authorization: Bearer $(gcloud auth print-access-token)" -H "Content-Type: application/json" \
  -d "{\"userPromptData\": {\"text\": $(printf '%s' "$1" | jq -Rs .)}}" | jq '.sanitizationResult.filterResults'
