import subprocess, sys

result = subprocess.run([sys.executable, "-m", "pytest", "-q", "--tb=line"], capture_output=True, text=True)
failures = [l for l in result.stdout.splitlines() if l.startswith("FAILED")]
print(f"{len(failures)} failures")
for f in failures:
    print(f)
