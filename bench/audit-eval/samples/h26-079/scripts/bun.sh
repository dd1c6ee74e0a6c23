export BUN_CONFIG_REGISTRY=https://npm.acme-corp.example.net/
bun install
