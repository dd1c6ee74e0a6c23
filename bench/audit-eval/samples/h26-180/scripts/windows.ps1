Get-DnsServerResourceRecord -ComputerName dc01 -ZoneName corp.acme.example -RRType A |
  Where-Object { $_.Timestamp -and $_.Timestamp -lt (Get-Date).AddDays(-60) } |
  Select-Object HostName, Timestamp, @{n='IP';e={$_.RecordData.IPv4Address}} |
  Export-Csv stale-dns.csv -NoTypeInformation

Add-DnsServerResourceRecordA -ComputerName dc01 -ZoneName corp.acme.example -Name build07 -IPv4Address 203.0.113.57
