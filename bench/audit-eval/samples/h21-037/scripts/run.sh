sudo pg_upgradecluster 15 main
# verify the new cluster: psql -p 5432 -c 'select version()' and check application logs for a day
sudo pg_dropcluster 15 main
