#!/usr/bin/env bash
set -euo pipefail
npm config set registry https://proget.internal.example/npm/npm-all/
npm config set //proget.internal.example/npm/npm-all/:_authToken "$PROGET_TOKEN"
