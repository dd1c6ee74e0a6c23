Get-NetAdapter | Sort-Object Name | Format-Table Name, InterfaceDescription, Status, LinkSpeed, MacAddress
Get-NetAdapter -Physical | Where-Object Status -eq 'Up' | Select-Object Name, LinkSpeed
Get-NetAdapterAdvancedProperty -Name 'Ethernet' | Where-Object DisplayName -like '*Jumbo*'
