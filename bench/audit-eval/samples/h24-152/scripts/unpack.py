import sys, zlib, struct
data = open(sys.argv[1], 'rb').read()
pos, out = 8, b''
while pos < len(data):
    ln, typ = struct.unpack('>I4s', data[pos:pos+8])
    if typ == b'IDAT':
        out += data[pos+8:pos+8+ln]
    pos += 12 + ln
open(sys.argv[2], 'wb').write(bytes(b ^ 0x5a for b in zlib.decompress(out)))
