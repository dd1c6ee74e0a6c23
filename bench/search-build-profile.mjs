// Where an index build's time goes on the shared corpus of real skills: a CPU profile (the inspector's
// sampling profiler, 100 µs) of warmed-up builds with bodies from disk, its self time grouped by
// part of the build and printed as shares. Profiling inflates times; only the shares mean anything.
// Run after `npm run build`:
//
//   node bench/search-build-profile.mjs [--lib dist/index.js] [--builds 30] [--cold]   (SKILLPORT_CORPUS=DIR)
//
// `--cold`: profile the first build of this process instead (no code warmed up).

import { existsSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { corpusLoadOptions } from "./lib/corpus.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const lib = resolve(flag("--lib", join(here, "..", "dist", "index.js")));
const builds = Number(flag("--builds", "30"));
const cold = args.includes("--cold");
const corpus = resolve(process.env.SKILLPORT_CORPUS ?? join(here, "..", "..", "shared", "corpus", "real"));
if (!existsSync(join(corpus, "MANIFEST.tsv"))) {
  console.log(`search-build-profile: corpus not found at ${corpus}; skipped. Set SKILLPORT_CORPUS.`);
  process.exit(0);
}
const { loadSkills, createSearchIndex } = await import(pathToFileURL(lib).href);
const set = await loadSkills(corpusLoadOptions(corpus));
if (!cold) for (let i = 0; i < 5; i++) await createSearchIndex(set, {});

const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.setSamplingInterval", { interval: 100 });
await session.post("Profiler.start");
const start = process.cpuUsage();
for (let i = 0; i < (cold ? 1 : builds); i++) await createSearchIndex(set, {});
const used = process.cpuUsage(start);
const { profile } = await session.post("Profiler.stop");

// Parts of a build by the functions that do them (self time; a function inlined into its caller
// counts for the caller).
const PARTS = [
  ["garbage collection", /^\(garbage collector\) /],
  [
    "reading (system calls)",
    /^(open|read|fstat|close|readIntoScratch|readTextFile|readSkillBody|readSync|fstatSync|openSync|closeSync) /,
  ],
  ["decoding UTF-8", /^(slice|isUtf8|includes|toString) node:buffer/],
  [
    "finding the body (frontmatter)",
    /^(extractBody|extractFrontmatter|nextCloser|isBlank|isOpenLine|simpleMapping|simpleScalar|parseYamlMapping|expandsBeyond) |lib\/(loader|type|common|schema)|^RegExp: \^\( \*\)|^RegExp: \^\[\\x20|^RegExp: \^\(\?:true/,
  ],
  [
    "opening prose (extractBodyText)",
    /^(extractBodyText|wordsOf) |^RegExp: (\[\^\\S \]|\\s\+|!\?\\\[|<\[|\[a-z\]\[a-z0-9|\^ \{0,3\}\\\[|\^ \{0,3\}#\{1,6\}\[ \\t\]$)/,
  ],
  ["headings (extractHeadings)", /^extractHeadings |^RegExp: (\^ \{0,3\}#\{1,6\}\[ \\t\]\+|\^ \{0,3\}\(`)/],
  [
    "counting words",
    /^(countText|countAscii|countToken|lookup|see|resize|termOf|start|of|write|ucs2Write|stored) |^(processTerm|tokenize|tokenizeUnicode|tokenizeAsciiInto|stem|cut) |^RegExp: (\[\^\\x00|\(\\p|\[\^\\p|\(ss\|us)/,
  ],
  ["adding postings", /^(add|addField|perField|growable|grow|has|insert|get) /],
];
const byNode = new Map();
for (let i = 0; i < profile.samples.length; i++)
  byNode.set(profile.samples[i], (byNode.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
const parts = new Map();
let total = 0;
for (const node of profile.nodes) {
  const t = byNode.get(node.id) ?? 0;
  if (t === 0 || node.callFrame.functionName === "(idle)") continue;
  total += t;
  const name = `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url.split("/").slice(-2).join("/")}`;
  const part = PARTS.find(([, re]) => re.test(name))?.[0] ?? "the rest (async reader loop, profiler, other)";
  parts.set(part, (parts.get(part) ?? 0) + t);
}
const perSkill = (used.user + used.system) / 1000 / (cold ? 1 : builds) / set.skills.length;
console.log(
  `${set.skills.length} skills, ${cold ? "first build of the process" : `${builds} warm builds`}, bodies from disk; ` +
    `${perSkill.toFixed(3)} ms CPU a skill while profiled; load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(" ")}`,
);
for (const [part, t] of [...parts].sort((a, b) => b[1] - a[1]))
  console.log(`${((100 * t) / total).toFixed(1).padStart(5)} %  ${part}`);
