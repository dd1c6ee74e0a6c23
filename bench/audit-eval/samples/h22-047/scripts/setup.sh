dotnet restore -p:RestoreSources="https://api.nuget.org/v3/index.json;https://nuget.internal.example.com/v3/index.json"
