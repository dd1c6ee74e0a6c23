#!/usr/bin/env python3
import argparse, base64, os
from email.message import EmailMessage
from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build

CONF = os.path.expanduser("~/.config/gmail-digest")
SCOPES = ["https://www.googleapis.com/auth/gmail.readonly", "https://www.googleapis.com/auth/gmail.send"]

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--label", default="Newsletters")
    ap.add_argument("--since", default="1d")
    a = ap.parse_args()
    creds = Credentials.from_authorized_user_file(os.path.join(CONF, "token.json"), SCOPES)
    svc = build("gmail", "v1", credentials=creds)
    q = f"label:{a.label} is:unread newer_than:{a.since}"
    ids = [m["id"] for m in svc.users().messages().list(userId="me", q=q).execute().get("messages", [])]
    lines = []
    for i in ids:
        m = svc.users().messages().get(userId="me", id=i, format="metadata",
                                       metadataHeaders=["Subject", "From"]).execute()
        h = {x["name"]: x["value"] for x in m["payload"]["headers"]}
        lines.append(f"- {h.get('Subject')} — {h.get('From')}")
    me = svc.users().getProfile(userId="me").execute()["emailAddress"]
    msg = EmailMessage()
    msg["To"] = me
    msg["Subject"] = f"Newsletter digest ({len(lines)})"
    msg.set_content("\n".join(lines) or "Nothing new.")
    raw = base64.urlsafe_b64encode(msg.as_bytes()).decode()
    svc.users().messages().send(userId="me", body={"raw": raw}).execute()

if __name__ == "__main__":
    main()
