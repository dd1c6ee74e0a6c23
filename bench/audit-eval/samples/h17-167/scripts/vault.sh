for m in $(vault secrets list -format=json | jq -r 'keys[]' | grep -v -e '^sys/' -e '^identity/' -e '^cubbyhole/'); do
  vault secrets disable "$m"
done
vault auth list -format=json | jq -r 'keys[]' | grep -v '^token/' | xargs -n1 vault auth disable
