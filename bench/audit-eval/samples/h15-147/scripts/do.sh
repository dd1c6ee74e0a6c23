#!/usr/bin/env bash
CLOUDFLARE_DNS_API_TOKEN=$(cat /run/secrets/cf_token) \
lego --email ops@corp.invalid --dns cloudflare -d '*.corp.invalid' -d corp.invalid run
