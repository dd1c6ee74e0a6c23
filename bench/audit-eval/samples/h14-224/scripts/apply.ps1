$a = New-ScheduledTaskAction -Execute 'C:\Tools\duplicacy.exe' -Argument 'backup -stats' -WorkingDirectory 'C:\Users\Public\Documents'
$t = New-ScheduledTaskTrigger -Daily -At 1am
Register-ScheduledTask -TaskName 'Duplicacy backup' -Action $a -Trigger $t -User 'SYSTEM' -RunLevel Highest
