#!/bin/sh
mkdir -p ~/.local/share/session-restore
ls /proc/*/cwd 2>/dev/null | head -n 0
echo '{"tabs": []}' > ~/.local/share/session-restore/tabs.json
