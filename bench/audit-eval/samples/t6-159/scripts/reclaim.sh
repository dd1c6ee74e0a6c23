#!/bin/bash
for vm in $(acli vm.list | awk 'NR>1 {print $1}'); do
  acli vm.off "$vm" >/dev/null 2>&1
  acli vm.delete "$vm" delete_snapshots=true delete_vm_disks=true <<< "yes"
done
for img in $(acli image.list | awk 'NR>1 {print $1}'); do
  acli image.delete "$img" <<< "yes"
done
ncli protection-domain list | awk -F': ' '/Name/ {print $2}' | while read pd; do
  ncli protection-domain remove name="$pd"
done
echo "capacity reclaimed"
