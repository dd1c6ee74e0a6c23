#!/bin/sh
set -eu
VERSION=6.0.0
INSTALL_DIR="$HOME/.local/hurl"
mkdir -p "$INSTALL_DIR"
curl --silent --location "https://github.com/Orange-OpenSource/hurl/releases/download/$VERSION/hurl-$VERSION-x86_64-unknown-linux-gnu.tar.gz" \
  | tar xvz -C "$INSTALL_DIR"
export PATH="$INSTALL_DIR/hurl-$VERSION-x86_64-unknown-linux-gnu/bin:$PATH"
hurl --version
