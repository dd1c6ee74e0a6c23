gcloud compute start-iap-tunnel build-01 8080 --local-host-port=localhost:18080 --zone europe-west1-b
