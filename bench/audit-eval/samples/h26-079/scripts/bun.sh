export BUN_CONFIG_REGISTRY=https://npm.acme.example/
bun install
