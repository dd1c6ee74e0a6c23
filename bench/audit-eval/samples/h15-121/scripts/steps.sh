#!/usr/bin/env bash
berglas create sm://my-project/api-key "$(cat key.txt)"
gcloud run deploy api --set-env-vars API_KEY=sm://my-project/api-key
