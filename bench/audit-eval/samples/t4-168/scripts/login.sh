#!/bin/sh
curl -s https://ledger.example.com/session -d "id=$1" -d "pw=$2" -d "otp=$3"
