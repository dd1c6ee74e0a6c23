#!/usr/bin/env bash
set -euo pipefail
MODEL=${1:?usage: run.sh model.gguf}
exec ./koboldcpp --model "$MODEL" --contextsize 8192 --gpulayers 35 --usecublas --host 127.0.0.1 --port 5001
