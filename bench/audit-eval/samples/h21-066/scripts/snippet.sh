whois example.com | grep -Ei 'registrar|expiry'
curl -s https://rdap.org/ip/198.51.100.7 | jq '.name, .country'
