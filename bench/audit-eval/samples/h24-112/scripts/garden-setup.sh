curl -sL https://get.garden.io/install.sh | bash
garden deploy --env local
