Get-WindowsUpdateLog -LogPath "$env:USERPROFILE\Desktop\WindowsUpdate.log"
Select-String -Path "$env:USERPROFILE\Desktop\WindowsUpdate.log" -Pattern "FATAL|0x8024" | Select-Object -Last 30
