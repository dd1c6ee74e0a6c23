dotnet nuget add source https://pkgs.example.com/nuget/v3/index.json --name team --username ci --password "$NUGET_PAT" --store-password-in-clear-text
