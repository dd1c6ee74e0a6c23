pip install moatless
export ANTHROPIC_API_KEY=...  # from your password manager
export INDEX_STORE_DIR=~/.cache/moatless/index
python -m moatless.benchmark.run_evaluation --model claude-3-5-sonnet-20241022 \
  --instance-ids django__django-11099 --num-workers 1
