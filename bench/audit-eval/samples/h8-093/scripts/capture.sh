#!/bin/sh
set -eu
sudo tcpdump -i eth0 -nn -s 0 -C 100 -W 5 -w /tmp/debug.pcap 'host 10.1.2.3 and port 5432'
