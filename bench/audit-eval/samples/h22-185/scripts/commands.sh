bun run --filter '*' build          # every workspace package that has a build script
bun run --filter './packages/api' dev
bun --filter 'app-*' test
