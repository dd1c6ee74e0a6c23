#!/usr/bin/env node
// The full findings of one build (rule, severity, file, line, column, match), hashed per group of samples:
// two builds whose hashes agree gave the very same findings. For engine work that must change no verdict.
//
//   node bench/audit-findings.mjs LIB.js [--set DIR]… [--no-corpus] [--no-variants] [--slowest N]
//                                 [--blind [--blind-set DIR]…] [--no-budget]
//
// Groups: this repo's bench/audit-eval samples, each `--set` folder laid out as bench/audit-eval is
// (manifest.json + samples/), every variant of test/fixtures/audit/variants*.json, and the real corpus
// ($SKILLPORT_CORPUS, else ../shared/corpus/real). Held-out samples (a held-out split or half, or marked
// blind) are left out; `--blind` audits them too, and every sample of each `--blind-set`, but prints
// one hash over all of them and nothing else (no count, no finding, no name). `--slowest N` prints the N skills that took the most CPU, blind ones
// never named. `--no-budget` lifts the audit's time budget: on a loaded machine a big skill can run out of
// it in one run and not the next (an `audit-incomplete` finding), and two builds' hashes then differ.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { benchCorpus, corpusSkillDirs } from "./lib/corpus.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const values = (k) => args.flatMap((a, i) => (args[i - 1] === k ? [a] : []));
const lib = await import(pathToFileURL(resolve(args[0] ?? join(HERE, "..", "dist", "index.js"))).href);
const withBlind = args.includes("--blind");
const noBudget = args.includes("--no-budget");
const slowest = Number(values("--slowest")[0] ?? 0);

const groups = new Map();
const blindHash = createHash("sha256");
const times = [];
let errors = 0;

const rows = (r) => r.findings.map((f) => [f.rule, f.severity, f.file, f.line, f.column, f.match]);
async function audit(group, id, dir, opts, blind) {
  const c0 = process.cpuUsage();
  let out;
  try {
    out = rows(
      await lib.auditSkill(dir, noBudget ? { ...opts, timeBudgetMs: Number.MAX_SAFE_INTEGER } : opts),
    );
  } catch {
    errors++;
    out = ["ERROR"];
  }
  const c = process.cpuUsage(c0);
  times.push({ ms: (c.user + c.system) / 1000, name: blind ? "(held out)" : `${group} ${id}` });
  if (blind) {
    blindHash.update(JSON.stringify([id, out]));
    return;
  }
  if (!groups.has(group)) groups.set(group, []);
  groups.get(group).push([id, out]);
}

const heldOut = (s) => s.blind === true || s.half === "heldout" || String(s.split).startsWith("heldout");
const blindSets = withBlind ? values("--blind-set") : [];
for (const dir of [join(HERE, "audit-eval"), ...values("--set"), ...blindSets]) {
  const m = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
  const name = dir === join(HERE, "audit-eval") ? "eval" : dir.split("/").pop();
  for (const s of Array.isArray(m) ? m : m.samples) {
    const blind = blindSets.includes(dir) || heldOut(s);
    if (blind && !withBlind) continue;
    await audit(`${name}:${s.split ?? ""}:${s.half ?? ""}:${s.label}`, s.id, join(dir, s.path), {}, blind);
  }
}

if (!args.includes("--no-variants")) {
  const vdir = join(HERE, "..", "test", "fixtures", "audit");
  const tmp = mkdtempSync(join(tmpdir(), "audit-findings-"));
  for (const f of readdirSync(vdir)
    .filter((f) => /^variants.*\.json$/.test(f))
    .sort())
    for (const [name, v] of Object.entries(JSON.parse(readFileSync(join(vdir, f), "utf8")))) {
      if (name.startsWith("_")) continue;
      const d = join(tmp, f.replace(".json", ""), name.replace(/[^\w.-]/g, "_"));
      for (const [p, t] of Object.entries(v.files)) {
        mkdirSync(dirname(join(d, p)), { recursive: true });
        writeFileSync(join(d, p), t);
      }
      await audit(`variants:${v.label}`, `${f}:${name}`, d, {}, false);
    }
  rmSync(tmp, { recursive: true, force: true });
}

if (!args.includes("--no-corpus")) {
  const corpus = benchCorpus();
  const dirs = corpusSkillDirs(corpus, console.log);
  for (const d of dirs)
    await audit(
      "corpus",
      d.slice(corpus.length + 1),
      d,
      { skip: dirs.filter((o) => o.startsWith(`${d}/`)) },
      false,
    );
}

const all = createHash("sha256");
for (const [g, rs] of [...groups].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
  const s = JSON.stringify(rs);
  all.update(s);
  console.log(createHash("sha256").update(s).digest("hex").slice(0, 12), rs.length, g);
}
console.log("ALL", all.digest("hex").slice(0, 16), "errors", errors);
if (withBlind) console.log("HELD-OUT", blindHash.digest("hex").slice(0, 16));
if (slowest > 0) {
  console.log(`slowest ${slowest} (CPU ms, one after another, load average ${loadavg()[0].toFixed(1)}):`);
  for (const t of times.sort((a, b) => b.ms - a.ms).slice(0, slowest))
    console.log(t.ms.toFixed(0).padStart(7), t.name);
}
