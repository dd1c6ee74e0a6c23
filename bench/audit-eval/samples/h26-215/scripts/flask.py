from flask_mail import Mail, Message
app.config.update(MAIL_SERVER="smtp.acme.example", MAIL_PORT=587, MAIL_USE_TLS=True,
                  MAIL_USERNAME=os.environ["MAIL_USER"], MAIL_PASSWORD=os.environ["MAIL_PASSWORD"])
mail = Mail(app)

def notify(form):
    msg = Message(subject=f"Contact: {form.subject}", recipients=["support@acme.example"],
                  reply_to=form.email, body=form.message)
    mail.send(msg)
