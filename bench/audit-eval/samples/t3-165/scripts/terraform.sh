export TF_VAR_db_password="$(op read op://infra/db/password)"
terraform plan
