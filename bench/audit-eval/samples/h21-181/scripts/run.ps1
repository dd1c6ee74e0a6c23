Get-DnsClientCache | Where-Object Entry -like '*example.com' | Format-Table Entry, Data, TimeToLive
Clear-DnsClientCache
