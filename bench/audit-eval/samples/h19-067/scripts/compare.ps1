param([string]$Old = 'tasks-baseline.csv', [string]$New = 'tasks.csv')
$a = Import-Csv $Old; $b = Import-Csv $New
Compare-Object $a $b -Property Name, Action, RunAs | Format-Table -AutoSize
