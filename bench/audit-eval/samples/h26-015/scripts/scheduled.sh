fly machine run registry.fly.io/acme-reports:latest --schedule daily --region fra \
  --env REPORT_BUCKET=acme-reports
