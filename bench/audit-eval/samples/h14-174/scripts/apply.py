import os, requests
r = requests.post(
    "https://api.stability.ai/v2beta/stable-image/generate/core",
    headers={"authorization": f"Bearer {os.environ['STABILITY_API_KEY']}", "accept": "image/*"},
    files={"none": ""}, data={"prompt": "a lighthouse at dusk", "output_format": "png"},
)
r.raise_for_status(); open("out.png", "wb").write(r.content)
