#!/bin/sh
set -eu
npm ci
cp -n .env.example .env || true
echo "ready"
