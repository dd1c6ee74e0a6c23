#!/usr/bin/env bash
set -euo pipefail
# /etc/init.d/notes
#!/sbin/openrc-run
command="/usr/local/bin/notes"
command_args="--listen 127.0.0.1:8080"
command_user="notes"
command_background=true
pidfile="/run/notes.pid"
