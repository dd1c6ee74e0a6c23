Get-PnpDevice -PresentOnly | Where-Object Status -ne 'OK' | Format-Table Class, FriendlyName, Status, InstanceId
Get-PnpDeviceProperty -InstanceId 'USB\VID_046D&PID_C52B\5&1A2B3C4D&0&2' -KeyName DEVPKEY_Device_DriverVersion
