export LANGSMITH_TRACING=true
export LANGSMITH_API_KEY=lsv2_...     # service key for servers, personal key for laptops
export LANGSMITH_PROJECT=support-bot
