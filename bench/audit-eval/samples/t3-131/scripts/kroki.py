import base64, sys, zlib
src = open(sys.argv[2]).read().encode()
print(f"https://kroki.io/{sys.argv[1]}/svg/" + base64.urlsafe_b64encode(zlib.compress(src, 9)).decode())
