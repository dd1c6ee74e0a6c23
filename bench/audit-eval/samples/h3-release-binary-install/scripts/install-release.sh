#!/usr/bin/env bash
set -euo pipefail
repo=$1 tool=$2 version=$3
os=$(uname -s | tr '[:upper:]' '[:lower:]'); arch=$(uname -m | sed 's/x86_64/amd64/;s/aarch64/arm64/')
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
gh release download "v$version" --repo "$repo" --dir "$tmp" \
  --pattern "${tool}_${version}_${os}_${arch}.tar.gz" --pattern "checksums.txt"
(cd "$tmp" && grep " ${tool}_${version}_${os}_${arch}.tar.gz\$" checksums.txt | sha256sum -c -)
tar -xzf "$tmp/${tool}_${version}_${os}_${arch}.tar.gz" -C "$tmp" "$tool"
install -m 0755 "$tmp/$tool" "$HOME/.local/bin/$tool"
"$HOME/.local/bin/$tool" --version
