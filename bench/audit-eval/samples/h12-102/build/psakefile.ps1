Properties { $Out = "$PSScriptRoot/../out" }
Task default -depends Test
Task Clean { if (Test-Path $Out) { Remove-Item $Out -Recurse -Force } }
Task Test -depends Clean { Invoke-Pester "$PSScriptRoot/../tests" -CI }
Task Package -depends Test {
  New-Item $Out -ItemType Directory | Out-Null
  Compress-Archive "$PSScriptRoot/../src/*" "$Out/module.zip"
}
