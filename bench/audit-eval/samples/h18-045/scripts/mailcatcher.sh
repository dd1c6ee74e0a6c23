gem install mailcatcher
mailcatcher   # SMTP on 127.0.0.1:1025, web on http://127.0.0.1:1080
