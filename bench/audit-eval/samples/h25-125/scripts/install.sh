#!/bin/sh
set -e
curl -sSL https://sdk.cloud.google.com > /tmp/install-gcloud.sh
bash /tmp/install-gcloud.sh --disable-prompts --install-dir="$HOME"
"$HOME/google-cloud-sdk/bin/gcloud" --version
