using Base64
payload = base64encode(read("chart.png"))
open("chart.b64", "w") do io; write(io, payload); end
bytes = base64decode(payload)
@assert bytes == read("chart.png")

# streaming for large files
open("big.b64", "w") do out
    p = Base64EncodePipe(out)
    write(p, read("big.bin")); close(p)
end
