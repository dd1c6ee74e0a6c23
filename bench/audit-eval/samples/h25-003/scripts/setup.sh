#!/bin/bash
set -e
corepack enable
pnpm install --frozen-lockfile
pnpm build
