import json, sys, base64, urllib.request
BASE = "http://127.0.0.1:8188"
wf = json.load(open("workflow_api.json"))
init = base64.b64encode(open("init.png", "rb").read()).decode()   # for the LoadImageBase64 node
for i, line in enumerate(open(sys.argv[1])):
    wf["6"]["inputs"]["text"] = line.strip()
    wf["12"]["inputs"]["image"] = init
    req = urllib.request.Request(f"{BASE}/prompt", data=json.dumps({"prompt": wf}).encode(),
                                 headers={"Content-Type": "application/json"})
    print(i, urllib.request.urlopen(req).read().decode())
