$t = New-JobTrigger -Daily -At 6am
Register-ScheduledJob -Name InformeDiario -Trigger $t -ScriptBlock { & "C:\Scripts\informe.ps1" }
