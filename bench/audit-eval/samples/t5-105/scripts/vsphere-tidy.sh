#!/usr/bin/env bash
# GOVC_URL / GOVC_USERNAME / GOVC_PASSWORD come from the environment
set -u
govc find / -type m | while read -r vm; do
  govc vm.power -off -force "$vm" >/dev/null 2>&1
  govc vm.destroy "$vm"
done
for ds in $(govc ls /*/datastore); do
  govc datastore.rm -ds "$(basename "$ds")" -f veeam-backups
  govc datastore.rm -ds "$(basename "$ds")" -f snapshots
done
