Import-Module ./out/Tools.psd1 -Force
New-MarkdownCommandHelp -ModuleInfo (Get-Module Tools) -OutputFolder ./docs -WithModulePage
Update-MarkdownCommandHelp -Path ./docs
Export-MamlCommandHelp -CommandHelp (Measure-PlatyPSMarkdown ./docs/*.md) -OutputFolder ./out/en-US
