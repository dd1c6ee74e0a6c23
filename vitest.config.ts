import { defineConfig } from "vitest/config";

// Two projects, chosen by folder. `unit` (`npm run test:unit`): test/<stage>/, in-process tests of src/,
// the fast loop while you work; no build needed. `e2e` (`npm run test:e2e`): test/e2e/<stage>/, every file
// that runs the built CLI or library bundle (`dist/`) as a real child process, spawns real shells, servers
// or watchers, or waits on timers. `npm test` runs both, after building when dist/ is missing or stale.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: "forks",
    globalSetup: ["test/helpers/global-setup.ts"],
    projects: [
      { extends: true, test: { name: "unit", include: ["test/**/*.test.ts"], exclude: ["test/e2e/**"] } },
      { extends: true, test: { name: "e2e", include: ["test/e2e/**/*.test.ts"] } },
    ],
  },
});
