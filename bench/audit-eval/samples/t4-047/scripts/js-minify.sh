#!/usr/bin/env bash
set -euo pipefail
npx oxc-minify dist/widget.js --sourcemap -o dist/widget.min.js
