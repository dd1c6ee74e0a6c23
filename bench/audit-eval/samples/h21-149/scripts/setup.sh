npx fast-cli@4 --upload --json
