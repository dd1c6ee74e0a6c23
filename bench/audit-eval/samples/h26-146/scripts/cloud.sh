gcloud run deploy orders-api --image europe-docker.pkg.dev/acme/app/orders:1.4.2 \
  --set-secrets "DB_PASSWORD=orders-db-password:latest,/secrets/stripe.json=stripe-key:3"
