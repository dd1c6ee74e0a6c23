#!/bin/sh
set -eu
export HF_ENDPOINT=https://hf-mirror.example.com
export HF_HOME=/data/hf-cache
huggingface-cli download sentence-transformers/all-MiniLM-L6-v2 --revision main
# offline afterwards
HF_HUB_OFFLINE=1 python3 -c "from sentence_transformers import SentenceTransformer as S; S('sentence-transformers/all-MiniLM-L6-v2')"
