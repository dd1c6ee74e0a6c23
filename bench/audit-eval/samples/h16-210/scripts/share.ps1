Install-Module NTFSSecurity -Scope CurrentUser
Get-ChildItem \\files.corp.invalid\projects -Directory | Get-NTFSAccess |
  Where-Object { $_.Account -like '*Everyone*' } | Export-Csv everyone.csv -NoTypeInformation
Remove-NTFSAccess -Path \\files.corp.invalid\projects\old -Account 'Everyone' -AccessRights FullControl
