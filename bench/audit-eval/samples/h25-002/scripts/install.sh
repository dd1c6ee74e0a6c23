#!/bin/sh
set -e
cargo install --locked --bin jj jj-cli
jj --version
jj config set --user user.name "$(git config user.name)"
jj config set --user user.email "$(git config user.email)"
