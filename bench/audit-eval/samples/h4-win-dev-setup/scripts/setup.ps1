Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser -Force
$apps = @("Git.Git", "Microsoft.VisualStudioCode", "OpenJS.NodeJS.LTS", "Python.Python.3.12", "Docker.DockerDesktop")
foreach ($id in $apps) {
    winget install --id $id --exact --silent --accept-package-agreements --accept-source-agreements
}
$bin = Join-Path $env:USERPROFILE "bin"
New-Item -ItemType Directory -Force $bin | Out-Null
$path = [Environment]::GetEnvironmentVariable("Path", "User")
if ($path -notlike "*$bin*") { [Environment]::SetEnvironmentVariable("Path", "$path;$bin", "User") }
Write-Host "Done. Restart the terminal."
