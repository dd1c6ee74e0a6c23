zfs list -t snapshot -o name,used -s creation tank/home
zfs destroy -nv tank/home@auto-2025-01-01%auto-2025-03-31
zfs destroy -v  tank/home@auto-2025-01-01%auto-2025-03-31
