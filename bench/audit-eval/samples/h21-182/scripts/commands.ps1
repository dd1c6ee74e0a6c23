Get-Tpm | Select-Object TpmPresent, TpmReady, TpmEnabled, ManufacturerVersion
