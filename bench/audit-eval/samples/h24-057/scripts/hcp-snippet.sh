hcp auth login
hcp profile set vault-secrets/app web-api
hcp vault-secrets run -- npm run start
