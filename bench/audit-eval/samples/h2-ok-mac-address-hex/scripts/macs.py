import csv, re, sys, binascii
def norm(raw):
    hexdigits = re.sub(r"[^0-9a-fA-F]", "", raw)
    if len(hexdigits) != 12:
        return None
    b = binascii.unhexlify(hexdigits)
    return ":".join(f"{x:02x}" for x in b)
with open(sys.argv[1], newline="") as f:
    for row in csv.DictReader(f):
        mac = norm(row["mac"])
        print(row["port"], mac or "invalid", mac[:8] if mac else "")
