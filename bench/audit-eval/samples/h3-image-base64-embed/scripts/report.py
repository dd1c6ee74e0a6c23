#!/usr/bin/env python3
import base64, html, mimetypes, pathlib, sys

src, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
parts = ["<!doctype html><meta charset=utf-8><title>Report</title><h1>Report</h1>"]
for p in sorted(src.iterdir()):
    mime = mimetypes.guess_type(p.name)[0]
    if mime not in ("image/png", "image/svg+xml"):
        continue
    data = base64.b64encode(p.read_bytes()).decode("ascii")
    parts.append(f'<h2>{html.escape(p.stem)}</h2><img alt="{html.escape(p.stem)}" src="data:{mime};base64,{data}">')
out.write_text("\n".join(parts), encoding="utf-8")
print(f"wrote {out} ({out.stat().st_size // 1024} KB)")
