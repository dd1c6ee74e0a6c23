docker run -d -p 3210:3210 \
  -e OPENAI_API_KEY="$OPENAI_API_KEY" \
  -e ACCESS_CODE="$(openssl rand -hex 12)" \
  --name lobe-chat lobehub/lobe-chat
