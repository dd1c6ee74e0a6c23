de4dot.exe -f sample.exe -o sample-clean.exe
de4dot.exe -d -r C:\lab\samples   # detect obfuscators only
