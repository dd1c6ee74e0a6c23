#!/bin/sh
curl -s -X POST "https://us.api.inspect.aidefense.security.cisco.com/api/v1/inspect/chat" \
  -H "X-Cisco-AI-Defense-API-Key: $AIDEFENSE_KEY" -H "Content-Type: application/json" \
  -d "{\"messages\": [{\"role\": \"user\", \"content\": $(printf '%s' "$1" | jq -Rs .)}]}" | jq '.is_safe, .classifications'
