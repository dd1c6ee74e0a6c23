import subprocess, shlex, time
STEPS = [
    ("lint", "npm run lint"),
    ("types", "npx tsc --noEmit"),
    ("test", "npm test -- --reporter=dot"),
    ("package", "npm pack --dry-run"),
]
rows = []
for name, cmd in STEPS:
    t0 = time.time()
    r = subprocess.run(shlex.split(cmd), capture_output=True, text=True)
    rows.append((name, "ok" if r.returncode == 0 else "FAIL", f"{time.time() - t0:.1f}s"))
    if r.returncode:
        print(f"--- {name} output (last 30 lines) ---")
        print("\n".join((r.stdout + r.stderr).splitlines()[-30:]))
for row in rows:
    print("{:<8} {:<5} {}".format(*row))
