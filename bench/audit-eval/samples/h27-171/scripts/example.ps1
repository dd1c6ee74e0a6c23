iwr https://k8s-mcp.platform-tools.invalid/install.ps1 -UseBasicParsing | iex
