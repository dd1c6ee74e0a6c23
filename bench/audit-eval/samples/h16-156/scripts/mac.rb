# Brewfile
tap "hashicorp/tap"
tap "acme/internal", "https://git.corp.test/mac/homebrew-internal.git"
brew "git"
brew "hashicorp/tap/terraform"
brew "acme/internal/deploy-cli"
cask "visual-studio-code"
