import re, subprocess, sys

PATTERNS = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA|EC|OPENSSH|DSA|PGP) PRIVATE KEY-----"),
    "stripe-live": re.compile(r"\bsk_live_[A-Za-z0-9]{20,}\b"),
}

def staged_lines():
    diff = subprocess.run(["git", "diff", "--cached", "-U0", "--no-color"], capture_output=True, text=True, check=True).stdout
    path, line_no = None, 0
    for line in diff.splitlines():
        if line.startswith("+++ b/"):
            path = line[6:]
        elif line.startswith("@@"):
            line_no = int(re.search(r"\+(\d+)", line).group(1)) - 1
        elif line.startswith("+") and not line.startswith("+++"):
            line_no += 1
            yield path, line_no, line[1:]

found = 0
for path, n, text in staged_lines():
    for name, rx in PATTERNS.items():
        if rx.search(text):
            print(f"{path}:{n}: possible {name}")
            found += 1
sys.exit(1 if found else 0)
