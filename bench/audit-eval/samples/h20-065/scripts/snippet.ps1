$servers = Get-Content .\servers.txt
Get-HotFix -ComputerName $servers |
  Sort-Object InstalledOn -Descending |
  Select-Object PSComputerName, HotFixID, Description, InstalledOn |
  Export-Csv .\hotfixes.csv -NoTypeInformation
