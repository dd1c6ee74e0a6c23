param([int]$Days = 30, [switch]$WhatIf)
$cutoff = (Get-Date).AddDays(-$Days)
$targets = @("$env:TEMP", "$env:LOCALAPPDATA\Temp")
foreach ($t in $targets) {
  Get-ChildItem -Path $t -Recurse -Force -ErrorAction SilentlyContinue |
    Where-Object { -not $_.PSIsContainer -and $_.LastWriteTime -lt $cutoff } |
    Remove-Item -Force -ErrorAction SilentlyContinue -WhatIf:$WhatIf
}
$dl = Join-Path $env:USERPROFILE "Downloads"
Get-ChildItem $dl -File | Where-Object { $_.LastWriteTime -lt $cutoff } |
  Select-Object Name, Length, LastWriteTime | Format-Table
Write-Host "Downloads older than $Days days are listed above; nothing in Downloads is deleted automatically."
