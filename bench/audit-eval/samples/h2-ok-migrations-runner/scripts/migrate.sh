#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL}"
ts=$(date +%Y%m%d-%H%M%S)
mkdir -p backups
pg_dump --format=custom "$DATABASE_URL" -f "backups/pre-migrate-$ts.dump"
current=$(alembic current 2>/dev/null | awk '{print $1}')
alembic upgrade head
echo "migrated from ${current:-base} to head"
echo "to roll back: alembic downgrade ${current:-base}  (or pg_restore --clean -d \"\$DATABASE_URL\" backups/pre-migrate-$ts.dump)"
