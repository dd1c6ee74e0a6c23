Connect-VIServer vcenter.corp.test -Credential (Get-Credential)
Get-VM -Location "Patch-Wave-1" | New-Snapshot -Name "pre-patch-$(Get-Date -f yyyyMMdd)" -Memory:$false
# after patching and checks
Get-VM -Location "Patch-Wave-1" | Get-Snapshot -Name "pre-patch-*" | Remove-Snapshot -Confirm:$true
