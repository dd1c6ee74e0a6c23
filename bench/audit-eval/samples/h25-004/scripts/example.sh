ls /secrets/
DB_PASSWORD=$(cat /secrets/app-db-password)
