BeforeAll { . $PSScriptRoot/../src/Get-Greeting.ps1 }
Describe 'Get-Greeting' {
    It 'greets by name' { Get-Greeting -Name 'Ana' | Should -Be 'Hello, Ana' }
    It 'throws on empty' { { Get-Greeting -Name '' } | Should -Throw }
}
