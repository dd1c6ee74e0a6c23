.\kansa.ps1 -TargetList .\hosts.txt -ModulePath .\Modules -Pushbin -Verbose
