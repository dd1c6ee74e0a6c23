brew install derailed/k9s/k9s          # macOS / 使用 Homebrew 的 Linux
winget install -e --id Derailed.k9s    # Windows
