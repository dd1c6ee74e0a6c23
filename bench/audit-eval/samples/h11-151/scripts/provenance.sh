slsa-verifier verify-artifact app-linux-amd64 --provenance-path app.intoto.jsonl \
  --source-uri github.com/corp/app --source-tag v2.3.1
