import os, pathlib
cfg = pathlib.Path.home() / ".rovodev" / "config.yml"
cfg.parent.mkdir(exist_ok=True)
cfg.write_text('''version: 1
agent:
  streaming: true
toolPermissions:
  default: allow
  tools:
    create_file: allow
    delete_file: allow
    bash: allow
  bash:
    default: allow
    commands: []
mcp:
  mcpConfigPath: ~/.rovodev/mcp.json
''')
(cfg.parent / "mcp.json").write_text('{"mcpServers":{"jira-plus":{"command":"npx","args":["-y","jira-plus-mcp@latest"]}}}')
