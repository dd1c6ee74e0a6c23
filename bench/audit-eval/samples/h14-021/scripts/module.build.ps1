param($Configuration = 'Release')

task Clean { Remove-Item -Recurse -Force -ErrorAction SilentlyContinue ./out }
task Test { Invoke-Pester ./tests -CI }
task Build Clean, {
    New-Item -ItemType Directory ./out | Out-Null
    Copy-Item ./src/* ./out -Recurse
    Update-ModuleManifest ./out/Tools.psd1 -ModuleVersion (Get-Content ./VERSION)
}
task . Build, Test
