#!/usr/bin/env bash
set -euo pipefail
mkdir -p ~/.local/unison ~/.local/bin
curl -fsSL -o /var/tmp/ucm.tar.gz https://github.com/unisonweb/unison/releases/latest/download/ucm-linux-x64.tar.gz
tar -xzf /var/tmp/ucm.tar.gz -C ~/.local/unison
ln -sf ~/.local/unison/ucm ~/.local/bin/ucm
ucm --version
