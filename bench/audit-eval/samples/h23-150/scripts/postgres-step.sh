psql "$DATABASE_URL" -c '\dt'
psql "$DATABASE_URL" -c '\d+ orders'
