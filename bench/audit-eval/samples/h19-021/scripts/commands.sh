kdig example.com A +dnssec
kdig -d @1.1.1.1 +tls-ca +tls-host=cloudflare-dns.com example.com
kdig @ns1.internal.example.org internal.example.org SOA +tcp
kdig example.com TXT +short
