Backup-DbaDatabase -SqlInstance sql01 -Database Ventas -Type Full -CompressBackup -Checksum -Verify `
  -Path \\backup01\sql\ventas
Test-DbaLastBackup -SqlInstance sql01 -Database Ventas -Destination sqltest01
