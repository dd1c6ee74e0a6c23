#!/usr/bin/env bash
set -euo pipefail
corepack enable
pnpm install --frozen-lockfile
cp .env.example .env.local   # sandbox uses fake keys only
pnpm db:migrate --env test
