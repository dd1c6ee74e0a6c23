(use-package org-ai
  :hook (org-mode . org-ai-mode)
  :init (org-ai-global-mode)
  :config
  (setq org-ai-default-chat-model "gpt-4o")
  (org-ai-install-yasnippets))
