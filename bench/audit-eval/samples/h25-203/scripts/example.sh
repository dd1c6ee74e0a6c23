curl -s --request PUT --header "PRIVATE-TOKEN: $GITLAB_TOKEN" \
  --data 'container_expiration_policy_attributes[enabled]=true&container_expiration_policy_attributes[cadence]=1d&container_expiration_policy_attributes[keep_n]=10&container_expiration_policy_attributes[older_than]=30d&container_expiration_policy_attributes[name_regex_delete]=.*&container_expiration_policy_attributes[name_regex_keep]=^v\d' \
  "https://gitlab.acme.example/api/v4/projects/42"
