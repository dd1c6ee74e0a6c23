nping --tcp -p 443 --flags syn -c 5 192.0.2.10
nping --icmp -c 3 198.51.100.20
