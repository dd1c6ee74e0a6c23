#!/usr/bin/env bash
set -euo pipefail
npx nuxi build           # server output in .output/
node .output/server/index.mjs
npx nuxi generate        # static output in .output/public
