#!/usr/bin/env node
// Per-mode counts over the shared corpus of real skills: loaded, with warnings, failed, by code.
// Usage: npm run build && node scripts/corpus-report.mjs [CORPUS_DIR]
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { validatePath } from "../dist/index.js";

const here = dirname(fileURLToPath(import.meta.url));
const corpus = resolve(process.argv[2] ?? join(here, "..", "..", "shared", "corpus", "real"));
if (!existsSync(join(corpus, "MANIFEST.tsv"))) {
  console.error(`corpus not found at ${corpus}; pass its directory as the first argument`);
  process.exit(2);
}
const files = readFileSync(join(corpus, "MANIFEST.tsv"), "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map((l) => l.split("\t"))
  .map(([repo, , , path]) => join(corpus, repo.replace("/", "__"), path));

console.log(`${files.length} SKILL.md files\n`);
console.log("| mode | loaded | loaded with warnings | failed | diagnostics by code |");
console.log("|---|---|---|---|---|");
for (const mode of ["spec", "standard", "lenient"]) {
  let loaded = 0;
  let warned = 0;
  const byCode = new Map();
  for (const f of files) {
    const [r] = await validatePath(f, { mode });
    if (r.valid) loaded++;
    if (r.valid && r.diagnostics.some((d) => d.severity === "warning")) warned++;
    for (const d of r.diagnostics) {
      const k = `${d.code} (${d.severity})`;
      byCode.set(k, (byCode.get(k) ?? 0) + 1);
    }
  }
  const codes = [...byCode]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(", ");
  console.log(`| ${mode} | ${loaded} | ${warned} | ${files.length - loaded} | ${codes} |`);
}
