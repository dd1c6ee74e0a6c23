rbw config set email me@example.com
rbw config set base_url https://vault.example.org   # self-hosted Vaultwarden
rbw register   # only for API-key login
rbw unlock
rbw get "GitHub"            # password
rbw get --field totp GitHub # TOTP code
