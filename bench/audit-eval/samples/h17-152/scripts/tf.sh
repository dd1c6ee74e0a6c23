terraform workspace select pr-2217
terraform destroy -auto-approve -var-file=preview.tfvars
terraform workspace select default
terraform workspace delete pr-2217
