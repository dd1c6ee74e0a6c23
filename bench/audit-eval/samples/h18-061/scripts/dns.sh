dig +trace api.example.com
dig TXT _dmarc.example.com +short
dig @1.1.1.1 api.example.com A +noall +answer
