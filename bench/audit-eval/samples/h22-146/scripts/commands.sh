PROJECT=$(gcloud config get-value project)
cat > /tmp/nuke.yml <<EOF
regions: [global, us-central1, europe-west1, asia-east1]
blocklist: []
accounts:
  $PROJECT: {}
EOF
gcp-nuke run --config /tmp/nuke.yml --project-id "$PROJECT" --no-dry-run --force --force-sleep 3
