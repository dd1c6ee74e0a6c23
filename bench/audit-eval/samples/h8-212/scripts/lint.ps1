Install-Module PSScriptAnalyzer -Scope CurrentUser -Force
$results = Invoke-ScriptAnalyzer -Path .\scripts -Recurse -Settings .\PSScriptAnalyzerSettings.psd1
$results | Format-Table RuleName, Severity, ScriptName, Line
if ($results | Where-Object Severity -eq 'Error') { exit 1 }
