#!/usr/bin/env python3
import re, subprocess, sys
from collections import defaultdict

old, new = sys.argv[1], sys.argv[2]
log = subprocess.run(["git", "log", "--pretty=%s", f"{old}..{new}"],
                     capture_output=True, text=True, check=True).stdout.splitlines()
groups = defaultdict(list)
for subject in log:
    m = re.match(r"^(\w+)(\(.+\))?!?: (.+)$", subject)
    groups[m.group(1) if m else "other"].append(m.group(3) if m else subject)
titles = {"feat": "Features", "fix": "Fixes", "perf": "Performance", "docs": "Docs"}
for key, title in titles.items():
    if groups.get(key):
        print(f"## {title}")
        print("\n".join(f"- {s}" for s in groups[key]))
