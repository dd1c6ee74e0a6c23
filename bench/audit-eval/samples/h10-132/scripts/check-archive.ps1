param([string]$Csv = ".\requests-archive.csv")
$rows = Import-Csv $Csv
"{0} rows, oldest {1}" -f $rows.Count, ($rows | Sort-Object Created | Select-Object -First 1).Created
