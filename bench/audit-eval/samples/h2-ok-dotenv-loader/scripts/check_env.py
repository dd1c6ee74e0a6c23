from pathlib import Path

def keys(path):
    out = {}
    for line in Path(path).read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        k, v = line.split("=", 1)
        out[k.strip()] = v.strip()
    return out

example, actual = keys(".env.example"), keys(".env")
missing = [k for k in example if k not in actual]
empty = [k for k in example if k in actual and not actual[k]]
for k in missing: print(f"missing: {k}")
for k in empty: print(f"empty:   {k}")
print("ok" if not missing and not empty else f"{len(missing) + len(empty)} problem(s)")
