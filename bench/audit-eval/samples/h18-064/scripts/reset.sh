#!/usr/bin/env bash
set -euo pipefail
bazel clean --expunge --async
