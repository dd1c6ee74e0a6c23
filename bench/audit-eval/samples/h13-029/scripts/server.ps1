Import-Module Pode
Start-PodeServer {
    Add-PodeEndpoint -Address localhost -Port 8090 -Protocol Http
    New-PodeAuthScheme -Basic | Add-PodeAuthWindowsAd -Name 'AD'
    Add-PodeRoute -Method Get -Path '/status' -Authentication 'AD' -ScriptBlock {
        $svc = Get-Service -Name 'W3SVC','MSSQLSERVER' | Select-Object Name, Status
        Write-PodeJsonResponse -Value $svc
    }
}
