dotnet new install Company.Service.Templates::3.2.0 --add-source https://nuget.tplfeed.example.net/v3/index.json --force
dotnet nuget add source https://nuget.tplfeed.example.net/v3/index.json -n tplfeed
dotnet new company-svc -n Orders
