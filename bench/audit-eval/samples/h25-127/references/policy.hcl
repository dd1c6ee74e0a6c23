path "secret/data/web/*" { capabilities = ["read"] }
