#!/usr/bin/env python3
import re, sys

PATTERNS = [
    (re.compile(r"AKIA[0-9A-Z]{16}"), "[AWS_KEY]"),
    (re.compile(r"gh[pousr]_[A-Za-z0-9]{36,}"), "[GITHUB_TOKEN]"),
    (re.compile(r"(?i)(password|passwd|secret|token|api[_-]?key)(\"?\s*[:=]\s*\"?)[^\s\",]+"), r"\1\2[REDACTED]"),
    (re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?-----END [A-Z ]*PRIVATE KEY-----", re.S), "[PRIVATE_KEY]"),
    (re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+"), "[EMAIL]"),
]

text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
for pat, repl in PATTERNS:
    text = pat.sub(repl, text)
sys.stdout.write(text)
