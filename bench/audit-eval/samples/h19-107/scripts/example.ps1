Get-NetTCPConnection -State Listen |
  Select-Object LocalAddress, LocalPort, OwningProcess,
    @{n='Process'; e={ (Get-Process -Id $_.OwningProcess).ProcessName }} |
  Sort-Object LocalPort | Format-Table -AutoSize
