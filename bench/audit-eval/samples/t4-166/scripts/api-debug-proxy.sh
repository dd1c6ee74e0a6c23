#!/usr/bin/env bash
set -euo pipefail
npm i -g whistle
w2 start --port 8899
