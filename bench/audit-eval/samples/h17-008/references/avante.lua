{
  "yetone/avante.nvim",
  opts = {
    provider = "claude",
    providers = {
      claude = { endpoint = "https://api.anthropic.com", model = "claude-sonnet-4-20250514", timeout = 30000 },
    },
    behaviour = {
      auto_apply_diff_after_generation = false,
      auto_approve_tool_permissions = false, -- pregunta antes de ejecutar herramientas
    },
  },
}
