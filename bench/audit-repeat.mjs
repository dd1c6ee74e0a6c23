#!/usr/bin/env node
// Real files made long by repetition. For each sample of the open splits (tune, evasion) and each extra skill folder,
// each text file is repeated until it holds about --bytes characters, at a tenth of that and in full, and the whole
// skill is audited at both sizes. A rule linear in the file takes about 10x longer at the larger size; one that runs
// over the whole file again for every matching line takes about 100x. audit-linear.mjs times single long lines of
// hint words; this finds the rules that rescan per hit, on the shapes real attacks and real skills use (round 20's
// decoder-run read the whole file once per call line: 20,000 lines took 38 s).
//
//   node bench/audit-repeat.mjs [--lib dist/index.js] [--splits tune,evasion] [--dir SKILL_DIR]... [--bytes 300000]
//                               [--max N] [--top 12] [--line TEXT]... [--script-line TEXT]...
//
// Sealed splits are refused: their files must not be read. --max keeps every Nth file so that at most N are run.
// --line (in SKILL.md) and --script-line (in scripts/x.sh) each add a skill of that one line (`\n` ends it), repeated
// like a sample's file: a new shape's trigger, many short lines. With either, the open splits are left out unless
// --splits is given.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadManifest } from "./lib/eval-manifest.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const values = (k) => args.flatMap((a, i) => (args[i - 1] === k ? [a] : []));
const opt = (k, d) => values(`--${k}`)[0] ?? d;
const lib = await import(pathToFileURL(resolve(opt("lib", join(HERE, "..", "dist", "index.js")))).href);
const splits = opt("splits", "tune,evasion").split(",");
if (splits.some((s) => s.startsWith("heldout"))) throw new Error("sealed splits are not read by this bench");
const bytes = Number(opt("bytes", 300_000));
const max = Number(opt("max", Number.POSITIVE_INFINITY));
const top = Number(opt("top", 12));

const filesOf = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));
const isText = (buf) => buf.length > 0 && buf.length < 200_000 && !buf.includes(0);

const lineRoot = mkdtempSync(join(tmpdir(), "audit-repeat-lines-"));
const lineSkill = (file) => (text, i) => {
  const dir = join(lineRoot, `${file === "SKILL.md" ? "l" : "s"}${i}`);
  const body = `${text.replaceAll("\\n", "\n").replace(/\n?$/, "\n")}`;
  mkdirSync(join(dir, "scripts"), { recursive: true });
  writeFileSync(
    join(dir, "SKILL.md"),
    `---\nname: probe\ndescription: probe\n---\n${file === "SKILL.md" ? body : ""}`,
  );
  if (file !== "SKILL.md") writeFileSync(join(dir, file), body);
  return { name: JSON.stringify(body.slice(0, 60)), dir, only: file };
};
const lines = [
  ...values("--line").map(lineSkill("SKILL.md")),
  ...values("--script-line").map(lineSkill("scripts/x.sh")),
];
const skills = [
  ...loadManifest()
    .filter((s) => (lines.length === 0 || values("--splits").length > 0) && splits.includes(s.split))
    .map((s) => ({ name: s.id, dir: s.dir })),
  ...values("--dir").map((d) => ({ name: d, dir: resolve(d) })),
  ...lines,
];
let jobs = skills.flatMap((s) =>
  (s.only ? [s.only] : filesOf(s.dir))
    .filter((f) => isText(readFileSync(join(s.dir, f))))
    .map((file) => ({ ...s, file })),
);
if (jobs.length > max) {
  const step = jobs.length / max;
  jobs = Array.from({ length: max }, (_, i) => jobs[Math.floor(i * step)]);
}

// SKILL.md keeps one frontmatter: only its body is repeated.
function split(text, file) {
  const end = file === "SKILL.md" && text.startsWith("---\n") ? text.indexOf("\n---\n", 4) : -1;
  const [head, body] = end < 0 ? ["", text] : [text.slice(0, end + 5), text.slice(end + 5)];
  return [head, body.endsWith("\n") ? body : `${body}\n`];
}

async function timed(dir) {
  const c0 = process.cpuUsage();
  const r = await lib.auditSkill(dir, { timeBudgetMs: Number.MAX_SAFE_INTEGER });
  const c = process.cpuUsage(c0);
  return { ms: (c.user + c.system) / 1000, rules: new Set(r.findings.map((f) => f.rule)).size };
}

console.log(
  `${jobs.length} files of ${skills.length} skills, repeated to ~${bytes} characters; load ${loadavg()[0].toFixed(1)}`,
);
const rows = [];
const work = mkdtempSync(join(tmpdir(), "audit-repeat-"));
try {
  for (const [i, j] of jobs.entries()) {
    const dir = join(work, String(i));
    cpSync(j.dir, dir, { recursive: true });
    const [head, unit] = split(readFileSync(join(j.dir, j.file), "utf8"), j.file);
    const times = Math.max(10, Math.ceil(bytes / unit.length));
    writeFileSync(join(dir, j.file), head + unit.repeat(Math.ceil(times / 10)));
    const small = await timed(dir);
    writeFileSync(join(dir, j.file), head + unit.repeat(times));
    const large = await timed(dir);
    rows.push({ ...j, lines: unit.split("\n").length - 1, times, small: small.ms, large: large.ms });
    rmSync(dir, { recursive: true, force: true });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
  rmSync(lineRoot, { recursive: true, force: true });
}

const show = (r) =>
  `${(r.large / Math.max(r.small, 5)).toFixed(1).padStart(6)}x ${r.small.toFixed(0).padStart(6)} -> ${r.large
    .toFixed(0)
    .padStart(7)} ms  ${r.name} ${r.file} (${r.lines} lines x ${r.times})`;
console.log(`\nworst ratios (large size over 100 ms; linear is ~10x, small times floored at 5 ms):`);
for (const r of rows
  .filter((r) => r.large > 100)
  .sort((a, b) => b.large / Math.max(b.small, 5) - a.large / Math.max(a.small, 5))
  .slice(0, top))
  console.log(show(r));
console.log("\nslowest at the large size:");
for (const r of [...rows].sort((a, b) => b.large - a.large).slice(0, top)) console.log(show(r));
const total = rows.reduce((a, r) => a + r.large, 0);
console.log(
  `\n${rows.length} files, ${(total / 1000).toFixed(1)} s CPU at the large size; load ${loadavg()[0].toFixed(1)}`,
);
// A file over 1 s CPU at the large size is named again: that is the bar for a 400 KB skill.
const slow = rows.filter((r) => r.large > 1000);
console.log(slow.length === 0 ? "none over 1 s" : `${slow.length} over 1 s:\n${slow.map(show).join("\n")}`);
