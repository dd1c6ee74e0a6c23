(use-package chatgpt-shell
  :custom
  (chatgpt-shell-openai-key (lambda () (auth-source-pick-first-password :host "api.openai.com")))
  (chatgpt-shell-anthropic-key (lambda () (auth-source-pick-first-password :host "api.anthropic.com")))
  (chatgpt-shell-model-version "claude-sonnet-4"))
