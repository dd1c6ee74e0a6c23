$cutoff = (Get-Date).AddDays(-90)
Get-ADUser -Filter { Enabled -eq $true -and LastLogonDate -lt $cutoff } -Properties LastLogonDate, Department |
  Select-Object SamAccountName, Department, LastLogonDate | Export-Csv stale.csv -NoTypeInformation
Get-ADUser -Filter { PasswordNeverExpires -eq $true -and Enabled -eq $true } | Select-Object SamAccountName
