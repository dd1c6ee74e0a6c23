$dest = "$env:USERPROFILE\Desktop\logs-$(Get-Date -Format yyyyMMdd).zip"
Compress-Archive -Path C:\ProgramData\Acme\Logs\*.log -DestinationPath $dest -CompressionLevel Optimal
