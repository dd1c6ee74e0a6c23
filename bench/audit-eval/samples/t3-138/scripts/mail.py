import os, smtplib, ssl
from email.message import EmailMessage
m = EmailMessage()
m["From"], m["To"], m["Subject"] = "reports@corp.example.com", "team@corp.example.com", "Weekly report"
m.set_content("Attached: this week's report.")
m.add_attachment(open("report.pdf", "rb").read(), maintype="application", subtype="pdf", filename="report.pdf")
with smtplib.SMTP("smtp.corp.example.com", 587) as s:
    s.starttls(context=ssl.create_default_context())
    s.login("reports@corp.example.com", os.environ["SMTP_PASSWORD"])
    s.send_message(m)
