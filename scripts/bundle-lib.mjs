#!/usr/bin/env node
// Replaces tsc's JavaScript for the library with an esbuild bundle: the entry points of package.json
// `exports` (dist/index.js, dist/adapters/ai-sdk.js, dist/agent/index.js) and the audit's worker thread
// (dist/audit-worker.js, which the CLI's bundle starts too) plus chunks in dist/chunks/. tsc's .d.ts files stay
// where they are. Loading ~65 small ES modules was most of what `import("skillport")` cost.
// Run by `npm run build` after tsc; the CLI has its own bundle (scripts/bundle-cli.mjs, dist/cli/).
// Usage: node scripts/bundle-lib.mjs [--metafile FILE]
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundle, writeNotices } from "./esbuild-common.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

// Dependencies and peers stay external (measured, see docs/PERFORMANCE.md): they load on first use anyway,
// so bundling them would not speed up the import; a host that connects its own MCP transport loads the
// SDK and zod from node_modules itself, so a bundled copy loaded them twice (~40 ms slower, +9 MB); and
// the public types name the SDK's own Server and Transport.
// Development dependencies that the sources import are bundled instead, each into the lazy chunk of the
// feature that uses it, so installing skillport does not install them (docs/PERFORMANCE.md#install-weight):
// the MCP SDK v2 server (`@modelcontextprotocol/server` and its core; the HTTP endpoint's 2026-07-28 leg,
// whose types no public declaration names and whose objects never meet a host's), `diff` (the agent's
// edit diffs) and the agent's config-file parsers (`jsonc-parser`, `smol-toml`): plain functions.
// zod stays the optional peer the v1 SDK needs anyway. test/e2e/package/lib-bundle.test.ts lists them.
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})].flatMap(
  (name) => [name, `${name}/*`],
);

// tsc's library modules: nothing imports them once the bundle is built, and a deep import of one would
// load a second copy of modules with state or classes (package.json `exports` does not offer them).
function removeJs(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== join(dist, "cli")) removeJs(path);
    } else if (entry.name.endsWith(".js")) {
      rmSync(path);
    }
  }
}
removeJs(dist);

// One build for every entry point: code they share lives in one chunk, never in two copies.
const result = await bundle({
  absWorkingDir: root,
  entryPoints: {
    index: "src/index.ts",
    "adapters/ai-sdk": "src/adapters/ai-sdk.ts",
    "agent/index": "src/agent/index.ts",
    // The bounded audit's worker thread (src/audit/bounded.ts finds it at dist/audit-worker.js).
    "audit-worker": "src/audit/worker.ts",
  },
  outdir: dist,
  external,
});

writeNotices(
  join(dist, "THIRD-PARTY-LICENSES.txt"),
  "The skillport library bundle (dist/, outside dist/cli/) contains code from these packages.",
  [result.metafile],
);
