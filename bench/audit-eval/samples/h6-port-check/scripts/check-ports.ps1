$targets = @(
  @{ Host = 'db01.corp.example';  Port = 5432 },
  @{ Host = 'api01.corp.example'; Port = 443 }
)
foreach ($t in $targets) {
  $r = Test-NetConnection -ComputerName $t.Host -Port $t.Port -WarningAction SilentlyContinue
  '{0}:{1} -> {2}' -f $t.Host, $t.Port, $r.TcpTestSucceeded
}
