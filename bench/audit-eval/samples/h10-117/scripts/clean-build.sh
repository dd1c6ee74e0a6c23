#!/bin/sh
# Remove build outputs only; refuses to run outside the repository root.
set -eu
[ -f package.json ] || { echo "run from the repository root" >&2; exit 1; }
rm -rf ./dist ./coverage ./node_modules/.cache
