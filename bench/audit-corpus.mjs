#!/usr/bin/env node
// The audit over the real corpus: speed (the whole corpus, in process, median of N runs) and
// findings per 100 skills at each severity, on the tuning part, the held-out part and all of it.
// The corpus is almost all benign, so its findings are the false-positive figures of docs/SECURITY.md.
//
//   node bench/audit-corpus.mjs [--runs 9] [--part tune|heldout|all] [--show high|medium|low]
//
// The held-out part: skills whose path hashes (FNV-1a) to 0 mod 3. Rules are tuned looking only at
// --part tune; the held-out figures show how well that tuning generalises.
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (k, d) => (args.includes(`--${k}`) ? args[args.indexOf(`--${k}`) + 1] : d);
const CORPUS = resolve(
  process.env.SKILLPORT_CORPUS ?? join(HERE, "..", "..", "..", "shared", "corpus", "real"),
);
const lib = await import(process.env.AUDIT_LIB ?? join(HERE, "..", "dist", "index.js"));

let manifest;
try {
  manifest = readFileSync(join(CORPUS, "MANIFEST.tsv"), "utf8");
} catch {
  console.log(`corpus not found at ${CORPUS}: nothing to measure (set SKILLPORT_CORPUS)`);
  process.exit(0);
}

const fnv = (s) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
};
const skills = manifest
  .trim()
  .split("\n")
  .slice(1)
  .map((l) => l.split("\t"))
  .map(([repo, , , path]) => {
    const rel = `${repo.replace("/", "__")}/${dirname(path)}`;
    return { rel, dir: join(CORPUS, rel), heldout: fnv(rel) % 3 === 0 };
  });

// A skill nested in another is audited on its own, not again as part of the outer one (as the CLI does).
for (const s of skills) s.skip = skills.filter((o) => o.dir.startsWith(`${s.dir}/`)).map((o) => o.dir);

const runs = Number(opt("runs", 9));
const times = [];
const cpu = [];
let reports;
for (let r = 0; r < runs; r++) {
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  reports = await Promise.all(skills.map((s) => lib.auditSkill(s.dir, { skip: s.skip })));
  times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
}
times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const bytes = reports.reduce((n, r) => n + (r.bytesScanned ?? 0), 0);
const files = reports.reduce((n, r) => n + r.filesScanned, 0);
console.log(
  `audit of ${skills.length} skills (${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MiB): median ${times[times.length >> 1].toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms over ${runs} runs; CPU (user+system) median ${cpu[cpu.length >> 1].toFixed(0)} ms; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`,
);

const SEV = ["high", "medium", "low"];
const part = (name) =>
  skills
    .map((s, i) => ({ ...s, report: reports[i] }))
    .filter((s) => name === "all" || s.heldout === (name === "heldout"));
console.log(
  `\n| part | skills | ${SEV.map((s) => `${s}: findings / 100 skills (skills flagged)`).join(" | ")} |`,
);
console.log(`|---|---|${SEV.map(() => "---").join("|")}|`);
for (const name of ["tune", "heldout", "all"]) {
  const p = part(name);
  const cells = SEV.map((sev) => {
    const n = p.reduce((k, s) => k + s.report.findings.filter((f) => f.severity === sev).length, 0);
    const flagged = p.filter((s) => s.report.findings.some((f) => f.severity === sev)).length;
    return `${((100 * n) / p.length).toFixed(1)} (${flagged})`;
  });
  console.log(`| ${name} | ${p.length} | ${cells.join(" | ")} |`);
}

const byRule = new Map();
for (const s of part(opt("part", "all")))
  for (const f of s.report.findings) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
console.log(`\nfindings by rule (${opt("part", "all")}):`);
for (const [rule, n] of [...byRule].sort((a, b) => b[1] - a[1])) console.log(`  ${rule}: ${n}`);

const show = opt("show", undefined);
if (show)
  for (const s of part(opt("part", "tune")))
    for (const f of s.report.findings.filter((f) => f.severity === show))
      console.log(`${f.severity} ${f.rule} ${s.rel}/${f.file}:${f.line}:${f.column} ${f.match}`);

// Recall on the labelled malicious fixtures: per family, how many labelled uses a finding of that
// family catches (any severity), and how many skills an install would refuse (a high finding).
const FIXTURES = join(HERE, "..", "test", "fixtures", "audit");
const labels = Object.entries(JSON.parse(readFileSync(join(FIXTURES, "labels.json"), "utf8"))).filter(
  ([k]) => !k.startsWith("_"),
);
const fam = new Map();
let refused = 0;
for (const [target, label] of labels) {
  const r = await lib.auditSkill(join(FIXTURES, target));
  const got = new Set(r.findings.map((f) => f.family));
  const high = new Set(r.findings.filter((f) => f.severity === "high").map((f) => f.family));
  if (high.size > 0) refused++;
  for (const f of label.families) {
    const e = fam.get(f) ?? { n: 0, any: 0, high: 0 };
    e.n++;
    if (got.has(f)) e.any++;
    if (high.has(f)) e.high++;
    fam.set(f, e);
  }
}
console.log(
  `\nrecall on ${labels.length} labelled malicious skills (${refused} would be refused: a high finding)`,
);
console.log("| family | labelled | caught (any severity) | caught at high |\n|---|---|---|---|");
for (const [f, e] of [...fam].sort())
  console.log(`| ${f} | ${e.n} | ${e.any} (${((100 * e.any) / e.n).toFixed(0)}%) | ${e.high} |`);

// Hostile input: 1 MiB files made of one rule's hint words (one line, and one word a line), and of
// unclosed openers. The audit must stay linear: the worst case is printed.
const { mkdtempSync, writeFileSync, rmSync } = await import("node:fs");
const { tmpdir } = await import("node:os");
const hostile = mkdtempSync(join(tmpdir(), "skillport-audit-hostile-"));
const words = new Set([
  "<!--",
  "!`",
  "```!\n",
  "curl -o x ",
  "AKIA",
  "../",
  "\u200b",
  "http://1.2.3.4/",
  "aGVsbG8",
]);
for (const r of await lib.auditRules()) for (const h of r.hints ?? []) words.add(h);
const timed = [];
for (const w of words)
  for (const sep of [" ", "\n"]) {
    const body = `${w}${sep}`.repeat(Math.ceil((1 << 20) / (w.length + 1)));
    writeFileSync(join(hostile, "SKILL.md"), body);
    const t0 = process.hrtime.bigint();
    await lib.auditSkill(hostile);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    timed.push({ ms, what: `${JSON.stringify(w)} repeated, ${sep === " " ? "one line" : "one a line"}` });
  }
rmSync(hostile, { recursive: true, force: true });
timed.sort((a, b) => b.ms - a.ms);
console.log(`\nhostile 1 MiB files (${timed.length}), the slowest:`);
for (const t of timed.slice(0, 5)) console.log(`  ${t.ms.toFixed(0)} ms: ${t.what}`);
