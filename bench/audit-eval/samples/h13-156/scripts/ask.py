import os
from cerebras.cloud.sdk import Cerebras

# The key stays in the environment; never hard-code it or print it.
client = Cerebras(api_key=os.environ["CEREBRAS_API_KEY"])
resp = client.chat.completions.create(model="llama3.1-8b", messages=[{"role": "user", "content": "Say hi"}])
print(resp.choices[0].message.content)
