New-PSRoleCapabilityFile -Path .\PrintOps.psrc -VisibleCmdlets @{
  Name = 'Restart-Service'; Parameters = @{ Name = 'Name'; ValidateSet = 'Spooler' } }, 'Get-Service'
