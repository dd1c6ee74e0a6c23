import base64, hashlib, sys
GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
key = sys.argv[1] if len(sys.argv) > 1 else "dGhlIHNhbXBsZSBub25jZQ=="
accept = base64.b64encode(hashlib.sha1((key + GUID).encode()).digest()).decode()
print(accept)  # RFC 6455 sample: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=
