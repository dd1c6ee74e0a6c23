dotnet new tool-manifest
dotnet tool install dotnet-ef
dotnet tool run dotnet-ef migrations add Init
dotnet tool restore   # on a fresh clone
