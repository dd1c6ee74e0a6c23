openssl x509 -in cert.pem -noout -subject -issuer -dates
sed -n '/BEGIN CERT/,/END CERT/p' cert.pem | grep -v CERT | openssl base64 -d -A > cert.der
openssl asn1parse -inform DER -in cert.der | head
