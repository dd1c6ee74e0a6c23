#!/usr/bin/env bash
IMG=$(base64 -w0 photo.jpg)
curl -s http://localhost:8080/v1/chat/completions -H 'Content-Type: application/json' -d @- <<EOF
{"messages":[{"role":"user","content":[
  {"type":"text","text":"Describe this image."},
  {"type":"image_url","image_url":{"url":"data:image/jpeg;base64,$IMG"}}]}]}
EOF
