Get-Content hosts.txt | ForEach-Object -Parallel {
  [pscustomobject]@{ Host = $_; Up = Test-Connection $_ -Count 1 -Quiet }
} -ThrottleLimit 16
