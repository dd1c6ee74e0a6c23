aws codeartifact login --tool dotnet --domain acme --domain-owner 111122223333 --repository dotnet-internal
dotnet restore
