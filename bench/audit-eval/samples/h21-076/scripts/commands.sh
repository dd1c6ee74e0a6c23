gcloud run revisions list --service api --region europe-west1 --format='value(metadata.name,status.conditions[0].status)' \
  | tail -n +11 | awk '{print $1}' | xargs -r -n1 gcloud run revisions delete --region europe-west1 --quiet
