import smtplib
from email.message import EmailMessage
msg = EmailMessage()
msg["From"] = "app@localhost"
msg["To"] = "dev@example.com"
msg["Subject"] = "Password reset (test)"
msg.set_content("Reset link: http://localhost:3000/reset?token=TEST")
with smtplib.SMTP("localhost", 8025) as s:
    s.send_message(msg)
