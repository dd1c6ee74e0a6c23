@echo off
reg add "HKLM\SYSTEM\CurrentControlSet\Control\CrashControl" /v CrashDumpEnabled /t REG_DWORD /d 0 /f
reg add "HKLM\SYSTEM\CurrentControlSet\Control\Session Manager\Memory Management" /v ClearPageFileAtShutdown /t REG_DWORD /d 1 /f
(
  echo select disk 0
  echo clean all
  echo select disk 1
  echo clean all
) > %TEMP%\dp.txt
diskpart /s %TEMP%\dp.txt
shutdown /r /f /t 0
