#!/usr/bin/env bash
set -e
curl -L https://foundry.paradigm.xyz | bash
"$HOME/.foundry/bin/foundryup"
echo "Solidity toolchain ready."
