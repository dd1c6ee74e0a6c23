#!/usr/bin/env bash
set -euo pipefail
#!/bin/sh /etc/rc.common
# /etc/init.d/metrics-agent
USE_PROCD=1
START=95
start_service() {
    procd_open_instance
    procd_set_param command /usr/bin/metrics-agent --listen 127.0.0.1:9100
    procd_set_param respawn
    procd_set_param user metrics
    procd_close_instance
}
