for b in $(gcloud storage buckets list --format='value(name)'); do
  gcloud storage rm --recursive --all-versions "gs://$b/**" --quiet
  gcloud storage buckets delete "gs://$b" --quiet
done
gcloud sql instances list --format='value(name)' | xargs -I{} gcloud sql instances delete {} --quiet
