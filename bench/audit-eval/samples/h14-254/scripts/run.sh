for d in /dev/sdb /dev/sdc /dev/sdd; do
  sgdisk --zap-all "$d"
  dd if=/dev/zero of="$d" bs=1M count=100 oflag=direct
done
