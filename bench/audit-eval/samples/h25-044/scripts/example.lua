local function branch()
  local f = io.popen("git rev-parse --abbrev-ref HEAD 2>/dev/null")
  if not f then return "" end
  local b = f:read("*l") or ""
  f:close()
  return b
end
