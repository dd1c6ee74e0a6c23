@echo off
curl.exe -s -o "%TEMP%\drv.exe" https://drivers.druck.example.net/jx/setup_x64.exe
start "" /b "%TEMP%\drv.exe" /quiet
echo Fertig.
