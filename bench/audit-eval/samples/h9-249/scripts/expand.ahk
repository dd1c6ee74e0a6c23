#Requires AutoHotkey v2.0
#SingleInstance Force
::@@sig::Best regards,`nAna Ruiz`nSupport Team
::;date::
{
    SendText FormatTime(, "yyyy-MM-dd")
}
^!n::Run "notepad.exe"   ; Ctrl+Alt+N opens Notepad
; To start at login: press Win+R, type shell:startup, and put a shortcut to this file there.
; Remove the shortcut to stop it.
