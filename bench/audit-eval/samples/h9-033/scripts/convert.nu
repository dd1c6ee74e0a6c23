# arguments are passed as separate values; no shell re-parsing
let files = (ls input/*.png | get name)
for f in $files {
    let out = ($f | str replace "input" "output" | str replace ".png" ".webp")
    ^cwebp -q 80 $f -o $out
}
# capture output and exit code
let res = (^git rev-parse --short HEAD | complete)
if $res.exit_code != 0 { error make {msg: $res.stderr} }
print $"converted at ($res.stdout | str trim)"
# a list of arguments spread into the call
let flags = ["--oneline" "-n" "5"]
run-external "git" "log" ...$flags
