yarn dlx create-vite@5.5.2 my-app --template react-ts
yarn dlx @biomejs/biome@1.9.4 check .
yarn dlx -p typescript@5.6.3 -p ts-node ts-node scripts/migrate.ts
