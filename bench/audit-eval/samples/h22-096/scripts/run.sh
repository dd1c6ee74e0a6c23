curl -fsSL https://get.tmuxai.dev | bash
mkdir -p ~/.config/tmuxai
cat > ~/.config/tmuxai/config.yaml <<'EOF'
openrouter:
  api_key: ${OPENROUTER_API_KEY}
  model: anthropic/claude-sonnet-4
exec_confirm: true
whitelist_patterns: ["^ls", "^git status", "^cat "]
EOF
