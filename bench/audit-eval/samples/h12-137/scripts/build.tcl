set out [exec -ignorestderr git rev-parse --short HEAD]
puts "building $out"
if {[catch {exec make -C src all 2>@1} err]} {
    puts stderr "build failed: $err"
    exit 1
}
