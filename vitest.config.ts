import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

// Two projects. `unit` (`npm run test:unit`): in-process tests of src/, the fast loop while you work; no
// build needed. `e2e`: every file that runs the built CLI or library bundle (`dist/`) as a real child
// process; `npm test` runs both, after building when dist/ is missing or stale. A file is end-to-end when
// it uses the built bundle (runCli, CLI, cliStartup, the MCP helpers that spawn `dist/cli/bin.js`, or a
// `dist` path), so a new test file lands in the right project without being listed here.
const E2E_MARKERS = /\brunCli\(|\bCLI\b|\bcliStartup\(|mcp-helpers\.js|["'/]dist["'/]/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => join(dir, f).replaceAll("\\", "/"));
}

// In-process but slow by nature, so they run with the end-to-end suite: real chokidar watchers, debounce
// waits and 500-file bursts (watch); real shells held to their timeouts and killed process trees
// (shell); a TypeScript compile of the README's snippets; the bench's spawned MCP servers.
const SLOW = new Set([
  "test/watch.test.ts",
  "test/shell.test.ts",
  "test/readme-snippets.test.ts",
  "test/bench-first-search.test.ts",
]);

const all = testFiles("test");
const e2e = all.filter((f) => SLOW.has(f) || E2E_MARKERS.test(readFileSync(f, "utf8")));

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: "forks",
    projects: [
      { extends: true, test: { name: "unit", include: ["test/**/*.test.ts"], exclude: e2e } },
      { extends: true, test: { name: "e2e", include: e2e.length > 0 ? e2e : ["test/__none__"] } },
    ],
  },
});
