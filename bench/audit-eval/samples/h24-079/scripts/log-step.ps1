Import-Csv .\events.csv | Group-Object -Property Source -NoElement | Sort-Object Count -Descending | Select-Object -First 10
