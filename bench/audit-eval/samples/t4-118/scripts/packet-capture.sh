#!/usr/bin/env bash
set -euo pipefail
sudo tshark -i any -f "tcp port 443 and host api.example.com" -c 200 -w /tmp/tls.pcapng
tshark -r /tmp/tls.pcapng -Y "tls.handshake.type == 1" -T fields -e tls.handshake.extensions_server_name
