spire-agent api fetch x509 -socketPath /run/spire/sockets/agent.sock -write /tmp/svid
openssl x509 -in /tmp/svid/svid.0.pem -noout -subject -ext subjectAltName
