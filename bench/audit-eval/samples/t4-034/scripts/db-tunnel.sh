#!/usr/bin/env bash
set -euo pipefail
ssh -N -L 5433:staging-db.internal.example:5432 -J bastion.example.net deploy@app-01.internal.example
psql "postgresql://readonly@127.0.0.1:5433/app"
