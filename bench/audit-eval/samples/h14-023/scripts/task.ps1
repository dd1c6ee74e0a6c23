Install-Module ModuleBuilder -Scope CurrentUser
Build-Module -SourcePath ./Source/build.psd1 -SemVer 1.4.0 -OutputDirectory ../Output
Get-ChildItem ../Output/Tools/1.4.0
