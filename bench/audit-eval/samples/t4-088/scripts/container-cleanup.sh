#!/usr/bin/env bash
set -euo pipefail
podman system df                               # see what uses space
podman system prune --filter "until=168h"      # stopped containers, dangling images older than a week
