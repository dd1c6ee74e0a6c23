from email.mime.multipart import MIMEMultipart
from email.mime.application import MIMEApplication
import os, smtplib
msg = MIMEMultipart(); msg["Subject"] = "Weekly report"; msg["To"] = "team@example.com"
part = MIMEApplication(open("report.pdf", "rb").read(), Name="report.pdf")
part["Content-Disposition"] = 'attachment; filename="report.pdf"'
msg.attach(part)
with smtplib.SMTP("smtp.example.com", 587) as s:
    s.starttls(); s.login("reports", os.environ["SMTP_PASSWORD"]); s.send_message(msg)
