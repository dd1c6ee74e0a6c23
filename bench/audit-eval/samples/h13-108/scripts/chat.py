import os
from openai import OpenAI

client = OpenAI(base_url="https://api.novita.ai/v3/openai", api_key=os.environ["NOVITA_API_KEY"])
r = client.chat.completions.create(model="meta-llama/llama-3.1-8b-instruct", messages=[{"role": "user", "content": "hi"}])
print(r.choices[0].message.content)
