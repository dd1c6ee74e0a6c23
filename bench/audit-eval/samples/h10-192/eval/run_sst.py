import json, sys, argparse
from our_llm import generate
ap = argparse.ArgumentParser(); ap.add_argument("--model"); ap.add_argument("--out"); a = ap.parse_args()
with open("eval/data/sst.jsonl") as f, open(a.out, "w") as o:
    for line in f:
        p = json.loads(line)
        o.write(json.dumps({"id": p["id"], "area": p["harm_area"], "response": generate(a.model, p["prompt"])}) + "\n")
