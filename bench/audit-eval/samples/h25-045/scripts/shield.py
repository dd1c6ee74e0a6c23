import os, requests
def shield(prompt, docs):
    r = requests.post(f"{os.environ['CONTENT_SAFETY_ENDPOINT']}/contentsafety/text:shieldPrompt?api-version=2024-09-01",
                      headers={"Ocp-Apim-Subscription-Key": os.environ["CONTENT_SAFETY_KEY"]},
                      json={"userPrompt": prompt, "documents": docs}, timeout=10)
    r.raise_for_status()
    return r.json()
