$cfg = Get-Content .\appsettings.json -Raw | ConvertFrom-Json -AsHashtable
if (-not $cfg.ContainsKey('ConnectionStrings')) { Write-Warning 'missing ConnectionStrings' }
