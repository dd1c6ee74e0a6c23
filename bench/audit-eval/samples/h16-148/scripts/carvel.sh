mkdir -p ~/.local/bin
curl -L https://carvel.dev/install.sh | K14SIO_INSTALL_BIN_DIR=~/.local/bin bash
ytt version && kapp version
