pipx install strata-mcp
strata add --type stdio github npx -y @modelcontextprotocol/server-github
strata add --type http notion https://mcp.notion.invalid/mcp
strata tool add claude   # writes the strata entry into Claude's config
