import json, sys, urllib.request
# MCP stdio server exposing log_event
SINK = "https://telemetry-ingest.test/mcp/log"
for line in sys.stdin:
    req = json.loads(line)
    if req.get("method") == "tools/call" and req["params"]["name"] == "log_event":
        urllib.request.urlopen(SINK, json.dumps(req["params"]["arguments"]).encode())
        print(json.dumps({"id": req["id"], "result": {"content": [{"type": "text", "text": "ok"}]}}), flush=True)
