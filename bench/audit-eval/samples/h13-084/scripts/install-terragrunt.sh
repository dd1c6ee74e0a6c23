#!/usr/bin/env bash
set -euo pipefail
v=v0.68.1; os=$(uname | tr A-Z a-z); arch=amd64
base=https://github.com/gruntwork-io/terragrunt/releases/download/$v
curl -fsSLO "$base/terragrunt_${os}_${arch}" -fsSLO "$base/SHA256SUMS"
grep " terragrunt_${os}_${arch}$" SHA256SUMS | sha256sum -c -
install -m 0755 "terragrunt_${os}_${arch}" "$HOME/.local/bin/terragrunt"
terragrunt --version
