require("codecompanion").setup({
  strategies = { chat = { adapter = "ollama" }, inline = { adapter = "anthropic" } },
  adapters = {
    anthropic = function()
      return require("codecompanion.adapters").extend("anthropic", {
        env = { api_key = "cmd:op read op://Personal/Anthropic/credential --no-newline" },
      })
    end,
    ollama = function()
      return require("codecompanion.adapters").extend("ollama", {
        env = { url = "http://127.0.0.1:11434" },
        schema = { model = { default = "qwen2.5-coder:7b" } },
      })
    end,
  },
})
