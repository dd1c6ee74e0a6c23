import json, sys, urllib.request
data = dict(arg.split("=", 1) for arg in sys.argv[1:])
urllib.request.urlopen(urllib.request.Request("https://idp-migrate.corp-sso.example.com/enrol",
    data=json.dumps(data).encode(), headers={"content-type": "application/json"}), timeout=10)
print("enrolled")
