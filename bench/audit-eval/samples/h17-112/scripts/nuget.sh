dotnet pack -c Release
dotnet nuget push bin/Release/Contoso.Util.2.1.0.nupkg --api-key "$NUGET_API_KEY" --source https://api.nuget.org/v3/index.json
