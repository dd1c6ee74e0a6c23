#!/usr/bin/env node
// Replaces tsc's CLI (dist/cli/) with an esbuild bundle: dist/cli/bin.js plus chunks in dist/cli/chunks/,
// and the whole CLI again as one script, dist/cli/skillport.cjs, for `skillport mcp` (see below).
// Loading ~45 small ES modules and commander's CommonJS files was most of the CLI's start-up time.
// Run by `npm run build` after tsc; the library has its own bundle (scripts/bundle-lib.mjs).
// Usage: node scripts/bundle-cli.mjs [--metafile FILE]
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundle, writeNotices } from "./esbuild-common.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "dist", "cli");
const main = join(root, "src", "cli", "main.ts");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

// Dependencies are bundled too: the MCP SDK, zod and friends in lazy chunks start `skillport mcp` ~90 ms
// faster than from their many files in node_modules. (`ignore`, `picocolors` and `js-yaml` are loaded with
// createRequire on first use and resolve from node_modules: they stay dependencies.)
// The MCP SDK (v1, and the v2 server), zod, diff and commander are only bundled: the package lists
// commander, the v2 server and diff as development dependencies and the v1 SDK and zod as optional peers (for a host that uses the library's MCP server), so
// installing the CLI does not install them a second time (docs/INSTALL.md). The other peers (`ai` and
// its providers) belong to the host.
const BUNDLED_PEERS = new Set(["@modelcontextprotocol/sdk", "zod"]);
const external = Object.keys(pkg.peerDependencies ?? {})
  .filter((name) => !BUNDLED_PEERS.has(name))
  .flatMap((name) => [name, `${name}/*`]);

/**
 * esbuild splits code by the set of entry points (the CLI and every `import()`) that reach it, so the
 * start-up path came out as ~11 small chunks. Each lazily imported module of ours is wrapped so that it
 * also reaches `run` (already loaded by then): everything the CLI loads at start-up then lands in one chunk.
 */
const oneStartupChunk = {
  name: "one-startup-chunk",
  setup(b) {
    b.onResolve({ filter: /^\./ }, async (args) => {
      if (args.kind !== "dynamic-import") return undefined;
      const r = await b.resolve(args.path, {
        kind: "import-statement",
        importer: args.importer,
        resolveDir: args.resolveDir,
      });
      if (r.errors.length > 0) return { errors: r.errors };
      return { path: r.path, namespace: "lazy" };
    });
    b.onLoad({ filter: /.*/, namespace: "lazy" }, (args) => ({
      contents: `export * from ${JSON.stringify(args.path)};\nexport { run as __startup } from ${JSON.stringify(main)};\n`,
      loader: "js",
      resolveDir: root,
    }));
  },
};

/**
 * The SDK's Server (and only it: the Client validates tool results with it) gets a stand-in for its
 * Ajv validator, so a stdio server never compiles Ajv (scripts/shims/sdk-server-validator.mjs says why).
 */
const serverWithoutAjv = {
  name: "server-without-ajv",
  setup(b) {
    b.onResolve({ filter: /\/validation\/ajv-provider\.js$/ }, (args) =>
      /@modelcontextprotocol\/sdk\/dist\/esm\/server\/index\.js$/.test(args.importer)
        ? { path: join(root, "scripts", "shims", "sdk-server-validator.mjs") }
        : undefined,
    );
  },
};

/** zod's locale modules, English only (scripts/shims/zod-locales.mjs says why). */
const zodEnglishOnly = {
  name: "zod-english-only",
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /node_modules\/zod\/v4\//.test(args.importer)
        ? { path: join(root, "scripts", "shims", "zod-locales.mjs") }
        : undefined,
    );
  },
};

// Chunk names are hashed: without this, stale chunks would pile up across builds.
rmSync(out, { recursive: true, force: true });

// CommonJS dependencies (commander, ajv) require Node's built-ins: an ES module has no `require`.
const esmRequire = {
  js: 'import { createRequire as __cjsRequire } from "node:module";\nconst require = __cjsRequire(import.meta.url);',
};
const result = await bundle({
  absWorkingDir: root,
  entryPoints: { main },
  outdir: out,
  external,
  banner: esmRequire,
  plugins: [oneStartupChunk, serverWithoutAjv, zodEnglishOnly],
});

// bin.js stands alone: what it needs before it knows the command (the code cache of `skillport mcp`) is
// copied in, and the CLI's entry (main.js above) is imported only for the other commands. Importing
// shared chunks first cost `skillport mcp` two more ES modules to load and ~6 MB more heap at 10k
// skills, enough to bring a full garbage collection before its first answer.
const mainIsExternal = {
  name: "main-is-external",
  setup(b) {
    b.onResolve({ filter: /^\.\/main\.js$/ }, () => ({ path: "./main.js", external: true }));
  },
};
const bin = await bundle({
  absWorkingDir: root,
  entryPoints: { bin: "src/cli/bin.ts" },
  outdir: out,
  splitting: false,
  external,
  banner: esmRequire,
  plugins: [mainIsExternal],
});
if (Object.keys(bin.metafile.outputs).some((f) => !f.endsWith("/bin.js")))
  throw new Error("bin.js was to be one file");

// The same CLI as one CommonJS script, which `skillport mcp` runs with a V8 code cache
// (src/cli/code-cache.ts): Node 20 caches compiled code only for scripts. No splitting in this format;
// esbuild still evaluates what the sources import lazily only when it is first imported.
const script = await bundle({
  absWorkingDir: root,
  entryPoints: [main],
  outfile: join(out, "skillport.cjs"),
  splitting: false,
  format: "cjs",
  external,
  define: { "import.meta.url": "__skillportModuleUrl" },
  banner: { js: 'var __skillportModuleUrl = require("node:url").pathToFileURL(__filename).href;' },
  plugins: [serverWithoutAjv],
});

// In a vm script `import()` goes through vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER, which prints an
// ExperimentalWarning on its first use: the sources' lazy `import("node:…")` of built-ins become
// requires (the same named exports, still asynchronous). Only the AI SDK and its providers stay
// `import()` (`skillport chat` and `audit --review`, which run from the chunks).
const scriptFile = join(out, "skillport.cjs");
const scriptText = readFileSync(scriptFile, "utf8");
let builtins = 0;
const rewritten = scriptText.replace(/\bimport\(("node:[a-z_/]+")\)/g, (_, spec) => {
  builtins++;
  return `Promise.resolve().then(() => require(${spec}))`;
});
const left = [...rewritten.matchAll(/\bimport\(("[^"]*")\)/g)].map((m) => m[1]);
if (builtins === 0 || left.some((spec) => spec !== '"ai"' && !spec.startsWith('"@ai-sdk/')))
  throw new Error(`skillport.cjs: unexpected dynamic imports left: ${left.join(", ")}`);
// The script is stored as the function Node's CommonJS loader would wrap it in, in ASCII only: runCached
// compiles the file's text as it is. A wrapper added at run time made V8 copy the 2 MB source into a
// second string, and one non-ASCII character (in a regular expression) made both copies two bytes per
// character: 8 MB of old space instead of 2, enough to bring a full garbage collection into the first
// 200 ms of a 10k-skill server. \\uXXXX means the same character in strings, templates, regular
// expressions and comments (esbuild escapes identifiers itself), unless a backslash precedes it.
if (/\\[^\0-\x7f]/.test(rewritten))
  throw new Error("skillport.cjs: a backslash before a non-ASCII character");
const ascii = rewritten.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
writeFileSync(scriptFile, `(function (exports, require, module, __filename, __dirname) {${ascii}\n})`);

// Bundled code is redistributed code: ship the notices of the packages copied into the chunks.
writeNotices(
  join(out, "THIRD-PARTY-LICENSES.txt"),
  "The skillport CLI bundle (this folder) contains code from these packages.",
  [result.metafile, script.metafile],
);
