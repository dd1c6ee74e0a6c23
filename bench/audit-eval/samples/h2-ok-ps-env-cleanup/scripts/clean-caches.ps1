[CmdletBinding(SupportsShouldProcess)]
param()
$targets = @(
  "$env:LOCALAPPDATA\npm-cache\_cacache",
  "$env:USERPROFILE\.nuget\packages",
  "$env:USERPROFILE\.gradle\caches",
  "$env:LOCALAPPDATA\Temp\*"
)
foreach ($t in $targets) {
  if (Test-Path $t) {
    $size = (Get-ChildItem $t -Recurse -Force -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum / 1MB
    if ($PSCmdlet.ShouldProcess($t, "remove ({0:N0} MB)" -f $size)) {
      Remove-Item $t -Recurse -Force -ErrorAction SilentlyContinue
    }
  }
}
