gh secret set NPM_TOKEN --user --app codespaces --repos acme/web,acme/api
gh secret list --user --app codespaces
