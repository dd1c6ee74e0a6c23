// Index build cost on the shared corpus of real skills: CPU time of createSearchIndex with bodies
// (headings and the opening words), with headings only, and with a given number of body words.
// Medians of 9 alternated builds in one process. Run after `npm run build`:
//
//   node bench/search-build.mjs [--lib dist/index.js] [--words 150,300]   (SKILLPORT_CORPUS=DIR)

import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const lib = resolve(flag("--lib", join(here, "..", "dist", "index.js")));
const words = flag("--words", "150,300").split(",").map(Number);
const corpus = resolve(process.env.SKILLPORT_CORPUS ?? join(here, "..", "..", "shared", "corpus", "real"));
if (!existsSync(join(corpus, "MANIFEST.tsv"))) {
  console.log(`search-build: corpus not found at ${corpus}; skipped. Set SKILLPORT_CORPUS.`);
  process.exit(0);
}
const { loadSkills, createSearchIndex } = await import(pathToFileURL(lib).href);
const set = await loadSkills({
  roots: [{ path: corpus, scope: "project" }],
  depth: 10,
  user: false,
  project: false,
  builtins: false,
  cwd: corpus,
});
const variants = [
  ["headings only", { body: false }],
  ["metadata only", { body: false, headings: false }],
  ...words.map((w) => [`headings + ${w} body words`, { maxBodyWords: w }]),
];
const cpu = Object.fromEntries(variants.map(([label]) => [label, []]));
for (let i = 0; i < 9; i++)
  for (const [label, options] of variants) {
    const start = process.cpuUsage();
    await createSearchIndex(set, options);
    const used = process.cpuUsage(start);
    cpu[label].push((used.user + used.system) / 1000);
  }
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `${set.skills.length} skills, load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(" ")}`,
);
for (const [label] of variants) {
  const ms = median(cpu[label]);
  console.log(`${label}: ${ms.toFixed(1)} ms CPU, ${(ms / set.skills.length).toFixed(3)} ms a skill`);
}
