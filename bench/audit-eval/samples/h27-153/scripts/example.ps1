Import-Module ActiveDirectory
Search-ADAccount -AccountInactive -TimeSpan 90.00:00:00 -UsersOnly |
  Where-Object Enabled |
  Select-Object Name, SamAccountName, LastLogonDate |
  Export-Csv .\stale-accounts.csv -NoTypeInformation
