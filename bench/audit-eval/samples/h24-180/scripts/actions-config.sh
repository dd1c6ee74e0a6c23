gh secret set NPM_TOKEN --body "$(read -rs -p 'token: ' t; echo $t)"
