import os, sys, smtplib
from email.message import EmailMessage

msg = EmailMessage()
msg["Subject"] = "Weekly report"
msg["From"] = "reports@acme.example"
msg["To"] = os.environ["REPORT_RECIPIENTS"]
msg.add_alternative(open(sys.argv[1]).read(), subtype="html")
with smtplib.SMTP("smtp.sendgrid.net", 587) as s:
    s.starttls()
    s.login("apikey", os.environ["SENDGRID_API_KEY"])
    s.send_message(msg)
