#!/usr/bin/env bash
find ~/code -name Cargo.toml -maxdepth 3 -print0 | while IFS= read -r -d '' m; do
  d=$(dirname "$m"); [ -d "$d/target" ] || continue
  du -sh "$d/target"
  (cd "$d" && cargo clean)
done
