oci session authenticate --region eu-frankfurt-1 --profile-name dev
oci os ns get --auth security_token --profile dev
oci session refresh --profile dev      # extend before it expires (max 24 h)
oci session validate --profile dev
