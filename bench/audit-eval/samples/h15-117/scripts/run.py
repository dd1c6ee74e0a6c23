import msgpack, base64
entry = {"user": 42, "roles": ["viewer"], "exp": 1765000000}
packed = msgpack.packb(entry)
print(base64.b64encode(packed).decode())   # gqR1c2VyKqVyb2xlc5Gmdmlld2Vyo2V4cM5pNJmA
assert msgpack.unpackb(packed) == entry
