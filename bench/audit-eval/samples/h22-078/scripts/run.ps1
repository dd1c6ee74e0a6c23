Get-ComputerInfo -Property CsManufacturer, CsModel, OsName, OsVersion, OsBuildNumber, BiosSeralNumber, CsTotalPhysicalMemory |
  Export-Csv -NoTypeInformation "$env:USERPROFILE\Desktop\inventory-$env:COMPUTERNAME.csv"
