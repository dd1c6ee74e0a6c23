export AI21_API_KEY=...   # from studio.ai21.com → Account → API Key
curl https://api.ai21.com/studio/v1/chat/completions \
  -H "Authorization: Bearer $AI21_API_KEY" -H "Content-Type: application/json" \
  -d '{"model":"jamba-mini","messages":[{"role":"user","content":"Hello"}]}'
