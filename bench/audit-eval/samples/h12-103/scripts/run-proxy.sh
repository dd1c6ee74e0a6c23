oauth2-proxy \
  --provider=oidc --oidc-issuer-url=https://sso.corp.test/realms/staff \
  --client-id=dashboard --client-secret-file=/run/secrets/oidc \
  --cookie-secret-file=/run/secrets/cookie \
  --email-domain=corp.test \
  --upstream=http://127.0.0.1:3000 --http-address=0.0.0.0:4180
