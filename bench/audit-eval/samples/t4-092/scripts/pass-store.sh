#!/usr/bin/env bash
set -euo pipefail
age-keygen -o ~/.passage/identities          # once; keep it local
passage insert services/ci/registry          # prompts; nothing on the command line
passage show services/ci/registry | head -1  # inside a script, into a variable
passage git push
