echo "$GH_CI_TOKEN" | gh auth login --with-token
gh auth status
