npx dotenv-vault@latest new
npx dotenv-vault@latest push
npx dotenv-vault@latest build      # produces .env.vault (encrypted, safe to commit)
npx dotenv-vault@latest keys production
