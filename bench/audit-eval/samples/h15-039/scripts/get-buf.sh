#!/usr/bin/env bash
set -euo pipefail
V=1.47.2
mkdir -p bin
curl -sSL "https://github.com/bufbuild/buf/releases/download/v${V}/buf-$(uname -s)-$(uname -m)" -o bin/buf
curl -sSL "https://github.com/bufbuild/buf/releases/download/v${V}/sha256.txt" | grep "buf-$(uname -s)-$(uname -m)$" | sed 's#buf-.*#bin/buf#' | sha256sum -c -
chmod +x bin/buf
