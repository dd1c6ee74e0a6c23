$cert = Get-ChildItem Cert:\CurrentUser\My -CodeSigningCert | Where-Object Subject -like '*Contoso IT*'
Get-ChildItem .\scripts -Filter *.ps1 -Recurse | ForEach-Object {
  Set-AuthenticodeSignature -FilePath $_.FullName -Certificate $cert `
    -TimestampServer 'http://timestamp.digicert.com' -HashAlgorithm SHA256
}
Get-AuthenticodeSignature .\scripts\*.ps1 | Format-Table Path, Status
