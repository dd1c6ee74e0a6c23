files = readdir("input"; join=true)
for f in filter(endswith(".png"), files)
    out = replace(f, "input" => "output", ".png" => ".webp")
    cmd = `cwebp -q 80 $f -o $out`          # $f with spaces is still one argument
    run(cmd)
end
# capture output
ver = readchomp(`git rev-parse --short HEAD`)
println("converted at ", ver)
# pipelines without a shell
run(pipeline(`ls output`, `wc -l`))
