param([string]$Configuration = "Debug")
$ErrorActionPreference = "Stop"
dotnet restore
dotnet build -c $Configuration --no-restore
dotnet test -c $Configuration --no-build --logger "trx;LogFileName=results.trx"
