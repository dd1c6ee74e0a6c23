Install-Module Posh-ACME -Scope CurrentUser
Set-PAServer LE_PROD
$token = Read-Host 'Cloudflare token' -AsSecureString
$pArgs = @{ CFToken = $token }
New-PACertificate 'iis.corp.example.net' -Plugin Cloudflare -PluginArgs $pArgs -AcceptTOS -Contact 'ops@corp.example.net' -Install
