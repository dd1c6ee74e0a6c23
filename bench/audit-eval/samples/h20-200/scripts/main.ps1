Get-BitLockerVolume |
  Select-Object MountPoint, VolumeStatus, ProtectionStatus, EncryptionPercentage, EncryptionMethod |
  Format-Table -AutoSize
