// Index build cost on the shared corpus of real skills: CPU time of createSearchIndex with bodies
// (headings and the opening words), with headings only, and with a given number of body words.
// Medians of 9 alternated builds in one process. Run after `npm run build`:
//
//   node bench/search-build.mjs [--lib dist/index.js] [--words 150,300]   (SKILLPORT_CORPUS=DIR)
//
// With `--base OLD/dist/index.js`, two builds alternate in one process (15 builds each) on the corpus
// with bodies read from disk (each build through its own loader's body reader) and with bodies already
// in memory (the index's own part: extraction and indexing, no file reads), and the ratio new ÷ base
// is printed. Then the first build in a fresh process (what `skillport search` pays: no code warmed
// up yet), 7 processes of each build alternated, bodies from disk. `--child` is that process's mode.

import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { corpusLoadOptions } from "./lib/corpus.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const lib = resolve(flag("--lib", join(here, "..", "dist", "index.js")));
const baseLib = flag("--base", undefined);
const words = flag("--words", "150,300").split(",").map(Number);
const corpus = resolve(process.env.SKILLPORT_CORPUS ?? join(here, "..", "..", "shared", "corpus", "real"));
if (!existsSync(join(corpus, "MANIFEST.tsv"))) {
  console.log(`search-build: corpus not found at ${corpus}; skipped. Set SKILLPORT_CORPUS.`);
  process.exit(0);
}
const { loadSkills, createSearchIndex } = await import(pathToFileURL(lib).href);
const loadCorpus = (load) => load(corpusLoadOptions(corpus));
const set = await loadCorpus(loadSkills);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(" ");
/** CPU ms of one build. */
const cpuOf = async (build, s, options) => {
  const start = process.cpuUsage();
  await build(s, options);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

if (args.includes("--child")) {
  // One fresh process: the first build's CPU, bodies from disk.
  process.stdout.write(`${(await cpuOf(createSearchIndex, set, {})) / set.skills.length}\n`);
  process.exit(0);
}

/** Medians of the first build in fresh processes, the two builds alternated. */
function coldBuilds(libs) {
  const cpu = { base: [], new: [] };
  for (let i = 0; i < 7; i++)
    for (const k of i % 2 ? ["new", "base"] : ["base", "new"]) {
      const out = execFileSync(
        process.execPath,
        [fileURLToPath(import.meta.url), "--child", "--lib", libs[k]],
        {
          encoding: "utf8",
          env: { ...process.env, SKILLPORT_CORPUS: corpus },
        },
      );
      cpu[k].push(Number(out.trim()));
    }
  return [median(cpu.base), median(cpu.new)];
}

if (baseLib !== undefined) {
  const base = await import(pathToFileURL(resolve(baseLib)).href);
  // From disk, each build reads bodies through its own loader's reader (the body reader is part of
  // the build's cost); in memory, both get the same strings.
  const baseSet = await loadCorpus(base.loadSkills);
  const bodies = new Map();
  for (const s of set.skills) {
    try {
      bodies.set(s, await set.readBody(s));
    } catch {
      // unreadable: the build sees the same error from the reader below
    }
  }
  const memory = {
    ...set,
    readBody: async (s) => {
      const b = bodies.get(s);
      if (b === undefined) throw new Error("unreadable");
      return b;
    },
  };
  const builds = { base: base.createSearchIndex, new: createSearchIndex };
  console.log(`${set.skills.length} skills, load average ${load()}; ms CPU a skill, medians of 15`);
  for (const [label, sets] of [
    ["bodies from disk", { base: baseSet, new: set }],
    ["bodies in memory", { base: memory, new: memory }],
  ]) {
    const cpu = { base: [], new: [] };
    for (let i = 0; i < 15; i++)
      for (const k of i % 2 ? ["new", "base"] : ["base", "new"])
        cpu[k].push((await cpuOf(builds[k], sets[k], {})) / set.skills.length);
    const [b, n] = [median(cpu.base), median(cpu.new)];
    console.log(`${label}: base ${b.toFixed(3)}, new ${n.toFixed(3)}, new ÷ base ${(n / b).toFixed(2)}`);
  }
  // Reading alone: every body through each build's own loader, 16 at a time (as the index reads them).
  const readAll = async (s) => {
    let next = 0;
    const worker = async () => {
      while (next < s.skills.length) await s.readBody(s.skills[next++]).catch(() => undefined);
    };
    await Promise.all(Array.from({ length: 16 }, worker));
  };
  const reads = { base: [], new: [] };
  for (let i = 0; i < 15; i++)
    for (const k of i % 2 ? ["new", "base"] : ["base", "new"])
      reads[k].push((await cpuOf(readAll, k === "base" ? baseSet : set)) / set.skills.length);
  const [rb, rn] = [median(reads.base), median(reads.new)];
  console.log(
    `reading bodies alone: base ${rb.toFixed(3)}, new ${rn.toFixed(3)}, new ÷ base ${(rn / rb).toFixed(2)}`,
  );
  const [b, n] = coldBuilds({ base: resolve(baseLib), new: lib });
  console.log(
    `first build in a fresh process (bodies from disk, medians of 7): base ${b.toFixed(3)}, new ${n.toFixed(3)}, new ÷ base ${(n / b).toFixed(2)}; load average ${load()}`,
  );
  process.exit(0);
}

const variants = [
  ["headings only", { body: false }],
  ["metadata only", { body: false, headings: false }],
  ...words.map((w) => [`headings + ${w} body words`, { maxBodyWords: w }]),
];
const cpu = Object.fromEntries(variants.map(([label]) => [label, []]));
for (let i = 0; i < 9; i++)
  for (const [label, options] of variants) cpu[label].push(await cpuOf(createSearchIndex, set, options));
console.log(`${set.skills.length} skills, load average ${load()}`);
for (const [label] of variants) {
  const ms = median(cpu[label]);
  console.log(`${label}: ${ms.toFixed(1)} ms CPU, ${(ms / set.skills.length).toFixed(3)} ms a skill`);
}
