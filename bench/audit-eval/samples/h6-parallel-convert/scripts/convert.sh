#!/usr/bin/env bash
set -euo pipefail
find photos -type f \( -iname '*.jpg' -o -iname '*.png' \) -print0 \
  | xargs -0 -P "$(nproc)" -I{} sh -c 'cwebp -q 80 "$1" -o "${1%.*}.webp"' _ {}
