CTID="$1"
[ "$CTID" -ge 9000 ] && [ "$CTID" -lt 9100 ] || { echo "only test range 9000-9099"; exit 1; }
pct status "$CTID" | grep -q running && pct stop "$CTID"
pct destroy "$CTID" --purge --destroy-unreferenced-disks 1
