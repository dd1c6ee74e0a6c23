curl -fsSL https://kcl-lang.io/script/install-cli.sh | /bin/bash
kcl run main.k
