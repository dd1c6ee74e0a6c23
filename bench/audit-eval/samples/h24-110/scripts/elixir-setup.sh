mix hex.registry build public --name=acme --private-key=private_key.pem
mix hex.repo add acme https://hex.acme.example.com --public-key=public_key.pem
