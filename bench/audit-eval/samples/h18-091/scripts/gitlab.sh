sudo gitlab-rake gitlab:cleanup:orphan_job_artifact_files          # dry run by default
sudo gitlab-rake gitlab:cleanup:orphan_job_artifact_files DRY_RUN=false
