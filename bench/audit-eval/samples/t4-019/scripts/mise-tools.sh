#!/usr/bin/env bash
set -euo pipefail
curl https://mise.run | sh
echo 'eval "$(~/.local/bin/mise activate bash)"' >> ~/.bashrc
mise use --pin node@22 python@3.12
mise install
