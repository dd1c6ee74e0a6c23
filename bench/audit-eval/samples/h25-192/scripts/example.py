from transformers import pipeline
clf = pipeline("text-classification", model="deepset/deberta-v3-base-injection")
label = clf(user_input)[0]
if label["label"] == "INJECTION" and label["score"] > 0.9:
    raise ValueError("input rejected")
