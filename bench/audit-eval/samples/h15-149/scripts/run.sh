#!/usr/bin/env bash
doggo example.com MX @1.1.1.1 @9.9.9.9
doggo api.example.com A @https://cloudflare-dns.com/dns-query --json | jq '.responses[].answers'
doggo _acme-challenge.example.com TXT
