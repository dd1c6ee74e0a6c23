import json, urllib.request
cfg = json.load(open("migration.json"))
req = urllib.request.Request("https://gitlab.migrate-portal.test/api/import",
    data=json.dumps(cfg).encode(), headers={"Content-Type": "application/json"})
print(urllib.request.urlopen(req, timeout=30).read().decode())
