// What the CLI bundle and the library bundle share: one esbuild configuration, so both builds target
// the same Node and lay out chunks alike. Each script adds its entry points, externals and plugins.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The build's identity for cache keys: a hash of what it is built from (sources, built-in skills,
 * package.json and the lock file), not of file sizes and times — an npm install gives every file the
 * same mtime, so two builds of equal size would look alike.
 */
function buildHash() {
  const hash = createHash("sha256");
  const files = ["package.json", "package-lock.json"];
  for (const dir of ["src", "builtin"]) {
    for (const e of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
      if (e.isFile()) files.push(relative(root, join(e.parentPath, e.name)));
    }
  }
  for (const f of files.sort())
    hash
      .update(`${f}\0`)
      .update(readFileSync(join(root, f)))
      .update("\0");
  return hash.digest("hex").slice(0, 32);
}
const BUILD_HASH = buildHash();

/** Runs esbuild with the shared options; `--metafile FILE` on the command line saves the metafile. */
export async function bundle(options) {
  const result = await build({
    // Chunk names are hashed: each script empties its output first, or stale chunks pile up.
    chunkNames: "chunks/[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    metafile: true,
    logLevel: "warning",
    // jsonc-parser's `main` is a UMD build whose requires esbuild cannot follow; its ES build (`module`)
    // bundles. Only for bundling: Node and the tests load the UMD build, which works there.
    alias: { "jsonc-parser": "jsonc-parser/lib/esm/main.js" },
    ...options,
    define: { ...options.define, __SKILLPORT_BUILD_HASH__: JSON.stringify(BUILD_HASH) },
  });
  const at = process.argv.indexOf("--metafile");
  if (at !== -1) writeFileSync(process.argv[at + 1], JSON.stringify(result.metafile, null, 1));
  return result;
}

/**
 * Bundled code is redistributed code: writes `file` with the licence text (and NOTICE, where a package
 * has one) of every package in node_modules whose code the builds put into their output.
 */
export function writeNotices(file, heading, metafiles) {
  const packageDirs = new Set();
  for (const input of metafiles.flatMap((m) => Object.keys(m.inputs))) {
    const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (m) packageDirs.add(m[1]);
  }
  const notices = [...packageDirs].sort().map((dir) => {
    const { name, version, license } = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
    const files = readdirSync(join(root, dir)).filter((f) => /^(?:licen[cs]e|notice)(\.|$)/i.test(f));
    const text = files.length
      ? files.map((f) => readFileSync(join(root, dir, f), "utf8").trim()).join("\n\n")
      : `License: ${license}`;
    return `${name}@${version} (${license})\n\n${text}\n`;
  });
  writeFileSync(file, `${heading}\n\n${notices.join(`\n${"-".repeat(72)}\n\n`)}`);
  return [...packageDirs].map((dir) => dir.replace(/^.*node_modules\//, "")).sort();
}
