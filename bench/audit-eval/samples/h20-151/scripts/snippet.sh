npx nx run web:serve
npx nx run api:test --watch
npx nx affected -t lint test
