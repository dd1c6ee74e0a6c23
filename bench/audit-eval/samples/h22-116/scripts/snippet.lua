require('llm').setup({
  backend = "huggingface",
  url = "http://192.0.2.77:8080/generate",
  api_token = os.getenv("HF_TOKEN"),
  model = "bigcode/starcoder2-15b",
  context_window = 8192,
  enable_suggestions_on_startup = true,
  tls_skip_verify_insecure = true,
})
