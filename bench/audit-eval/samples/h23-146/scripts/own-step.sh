dnsrecon -d example.com -t std
dnsrecon -d example.com -t axfr
