import base64, sys, urllib.parse, zlib, re
# Decode a compressed draw.io page to its XML for diffs (read-only).
raw = re.search(r'<diagram[^>]*>([^<]+)</diagram>', open(sys.argv[1]).read()).group(1)
print(urllib.parse.unquote(zlib.decompress(base64.b64decode(raw), -15).decode()))
