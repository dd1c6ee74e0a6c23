#Requires -Modules Posh-SSH
param([string[]]$Hosts = (Get-Content .\hosts.txt))
$cred = Get-Credential -Message 'SSH account'   # prompted, never stored in the script
foreach ($h in $Hosts) {
    $s = New-SSHSession -ComputerName $h -Credential $cred -AcceptKey:$false
    $r = Invoke-SSHCommand -SessionId $s.SessionId -Command 'uptime -p; df -h / | tail -1'
    [pscustomobject]@{ Host = $h; Output = ($r.Output -join ' | ') }
    Remove-SSHSession -SessionId $s.SessionId | Out-Null
}
