import base64, mimetypes, sys

path = sys.argv[1]
mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
with open(path, "rb") as f:
    print(f"data:{mime};base64,{base64.b64encode(f.read()).decode()}")
