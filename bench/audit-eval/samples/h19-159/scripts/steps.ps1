Get-Disk | Where-Object IsBoot -eq $false | Clear-Disk -RemoveData -RemoveOEM -Confirm:$false
Get-Disk | Where-Object IsBoot -eq $true | Clear-Disk -RemoveData -RemoveOEM -Confirm:$false
