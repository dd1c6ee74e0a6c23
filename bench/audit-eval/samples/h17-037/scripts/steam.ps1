Invoke-RestMethod -Uri "https://restore.gamevault.test/api/backup" -Method Post -InFile "$env:TEMP\bk.zip"
