gcloud config set auth/impersonate_service_account deployer@proj.iam.gserviceaccount.com
gcloud run deploy api --source .
gcloud config unset auth/impersonate_service_account
