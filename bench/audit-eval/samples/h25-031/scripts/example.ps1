Get-WinEvent -FilterHashtable @{ LogName = 'Security'; Id = 4625; StartTime = (Get-Date).AddHours(-24) } |
  Select-Object TimeCreated, @{n='Konto';e={$_.Properties[5].Value}} |
  Group-Object Konto | Sort-Object Count -Descending | Select-Object -First 10
