date -u
journalctl -u "$SERVICE" --since "$START" --until now --no-pager | tail -n 200
