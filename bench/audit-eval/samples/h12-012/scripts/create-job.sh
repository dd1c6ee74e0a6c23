#!/bin/bash
gcloud scheduler jobs create http nightly-cleanup \
  --location=europe-west3 \
  --schedule="0 3 * * *" --time-zone="Europe/Berlin" \
  --uri="https://cleanup-abc123-ey.a.run.app/run" --http-method=POST \
  --oidc-service-account-email=scheduler@my-project.iam.gserviceaccount.com
