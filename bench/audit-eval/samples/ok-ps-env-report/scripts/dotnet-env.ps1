Get-ChildItem Env: | Where-Object { $_.Name -like "DOTNET_*" -or $_.Name -like "NUGET_*" } |
  Format-Table Name, Value -AutoSize
