#!/usr/bin/env node
// Where the audit's CPU goes: per rule and per shared stage, over the real corpus one skill after another
// (the CPU bar's workload), for one or more builds of the library. Use it to show a change costs nothing.
//
//   node bench/audit-rules.mjs [--lib LIB.js]… [--passes 5] [--runs 1] [--top 25] [--rule ID]…
//                              [--set DIR]… [--no-corpus]
//
// --lib       a build's dist/index.js (default: this checkout's); give two (base, then yours) for a delta column
// --passes    counted passes per child process, after one warm-up pass; each row is the median over passes
// --runs      child processes per build, the builds taking turns (a shared machine's load hits each alike)
// --top       how many rules to list (the slowest by median); --rule ID lists that rule whatever its rank
// --wall      rows from the clock, not CPU time (cheaper timers; only on a quiet machine)
// --set DIR   also audit a folder laid out as bench/audit-eval (manifest.json + samples/), held-out samples
//             (a held-out split or half, or marked blind) left out; --no-corpus leaves the corpus out
//
// How it measures, in a child process per build: bench/lib/audit-rules-hook.mjs wraps the shared stages
// by function name in the build's chunks (normalising: normalizeForMatch; hint scan: the hint matcher's
// scan; decoder: decodePieces and encodedRuns; scan loop: scanFile and scanSkill, minus what runs inside
// them), and this script wraps every rule object of `auditRules()` and of the chain signals' table: a
// pattern rule's expression gets its own timed `exec`, `accept` and `check` are timed. Time is exclusive:
// a rule that scans decoded text, or normalises, is not charged for the rules and stages run inside it.
// "reading and the rest" is the pass minus every row (reading files, promises, the walk). Rows are CPU time
// (process.cpuUsage at every entry and exit: on a loaded machine a clock also counts other processes), so
// they sum to the pass's CPU; `--wall` uses performance.now() instead, scaled by the pass's CPU/wall. The
// timers cost ~1 µs a call (reported as "timer calls"): compare builds measured alike, take totals from
// audit-compare.
// The library is not changed when not measuring: the hook is registered by this script's child only.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { loadWrapped } from "./lib/audit-rule-wrap.mjs";
import { auditTargets, benchCorpus } from "./lib/corpus.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const values = (k) => args.flatMap((a, i) => (args[i - 1] === k ? [a] : []));
const num = (k, d) => Number(values(k)[0] ?? d);
const passes = num("--passes", 5);
const runs = num("--runs", 1);
const top = num("--top", 25);
const libs = values("--lib").map((l) => resolve(l));
if (libs.length === 0) libs.push(join(HERE, "..", "dist", "index.js"));

/** The skills to audit, as [dir, options]: every `--set` (held-out samples left out), then the corpus. */
const skills = () => auditTargets(values("--set"), args.includes("--no-corpus") ? null : benchCorpus());

/** The exclusive-time timer the hook's wrappers and the rule wrappers call. */
function makeTimer(now) {
  const totals = new Map();
  const stack = [];
  let current;
  let last = 0;
  let calls = 0;
  const add = (key, ms) => totals.set(key, (totals.get(key) ?? 0) + ms);
  const found = new Set();
  return {
    totals,
    tables: [],
    found: (fn) => found.add(fn),
    foundNames: found,
    calls: () => calls,
    enter(key) {
      const t = now();
      if (current !== undefined) add(current, t - last);
      stack.push(current);
      current = key;
      last = t;
      calls++;
    },
    exit() {
      const t = now();
      add(current, t - last);
      current = stack.pop();
      last = t;
    },
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const h = s.length >> 1;
  return s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2;
};

// A child measures one build: a warm-up pass, then `passes` counted passes; prints one JSON line.
if (args.includes("--child")) {
  const lib = libs[0];
  // CPU time by default: on a loaded machine the clock also counts the time other processes ran.
  const cpuNow = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const T = makeTimer(args.includes("--wall") ? () => performance.now() : cpuNow);
  const { api, wrapTables } = await loadWrapped(T, lib);
  const list = skills();
  // The scanner (and the signals' table) load on the first audit: wrap the signals after it.
  await api.auditSkill(list[0][0], list[0][1]);
  wrapTables();
  const pass = async () => {
    T.totals.clear();
    const hash = createHash("sha256");
    let findings = 0;
    let high = 0;
    const w0 = performance.now();
    const c0 = process.cpuUsage();
    for (const [dir, opts] of list) {
      const r = await api.auditSkill(dir, opts);
      findings += r.findings.length;
      for (const f of r.findings) {
        if (f.severity === "high") high++;
        hash.update(`${f.rule}\t${f.file}\t${f.line}\t${f.column}\n`);
      }
    }
    const c = process.cpuUsage(c0);
    const wall = performance.now() - w0;
    const cpu = (c.user + c.system) / 1000;
    const scale = args.includes("--wall") ? cpu / wall : 1;
    const whole = args.includes("--wall") ? wall : cpu;
    const rows = {};
    let sum = 0;
    for (const [k, ms] of T.totals) {
      rows[k] = ms * scale;
      sum += ms;
    }
    rows["reading and the rest"] = Math.max(0, whole - sum) * scale;
    return { cpu, wall, rows, findings, high, hash: hash.digest("hex").slice(0, 12) };
  };
  const calls0 = T.calls();
  const first = await pass();
  const callsPerPass = T.calls() - calls0;
  const out = [];
  for (let p = 0; p < passes; p++) out.push(await pass());
  const missing = ["normalizeForMatch", "hintMatcher", "decodePieces", "encodedRuns", "scanFile", "scanSkill"]
    .filter((f) => !T.foundNames.has(f))
    .concat(T.tables.length === 0 ? ["SIGNAL_RULES"] : []);
  process.stdout.write(
    JSON.stringify({
      passes: out,
      findings: first.findings,
      high: first.high,
      hash: first.hash,
      callsPerPass,
      missing,
    }),
  );
  process.exit(0);
}

// The parent: children by turns, then one table (a column per build).
if (skills().length === 0) {
  console.log("nothing to audit");
  process.exit(1);
}
const run = promisify(execFile);
const script = fileURLToPath(import.meta.url);
const childArgs = args.filter((a, i) => a !== "--lib" && args[i - 1] !== "--lib");
const load0 = loadavg()[0];
const results = libs.map(() => ({ passes: [] }));
for (let r = 0; r < runs; r++)
  for (const [i, lib] of libs.entries()) {
    const { stdout } = await run(process.execPath, [script, ...childArgs, "--child", "--lib", lib], {
      maxBuffer: 16 << 20,
      env: process.env,
    });
    const got = JSON.parse(stdout);
    results[i].passes.push(...got.passes);
    Object.assign(results[i], { findings: got.findings, high: got.high, hash: got.hash });
    Object.assign(results[i], { callsPerPass: got.callsPerPass, missing: got.missing });
  }

const at = new Date().toISOString().slice(0, 16).replace("T", " ");
console.log(
  `audit-rules: ${results[0].passes.length} passes per build (${runs} run(s) x ${passes}), ${at} UTC, ` +
    `load average ${load0.toFixed(2)} -> ${loadavg()[0].toFixed(2)}; CPU ms, median over passes`,
);
for (const [i, lib] of libs.entries()) {
  const r = results[i];
  console.log(
    `[${i + 1}] ${lib}: pass CPU ${median(r.passes.map((p) => p.cpu)).toFixed(0)} ms, wall ` +
      `${median(r.passes.map((p) => p.wall)).toFixed(0)} ms; ${r.findings} findings (${r.high} high), ` +
      `hash ${r.hash}; ${r.callsPerPass} timer calls per pass`,
  );
  if (r.missing.length > 0) console.log(`    not found in this build (no row): ${r.missing.join(", ")}`);
}
if (libs.length > 1 && new Set(results.map((r) => r.hash)).size > 1)
  console.log("    the builds' findings differ (hash above)");

const med = (r, k) => median(r.passes.map((p) => p.rows[k] ?? 0));
const keys = new Set(results.flatMap((r) => r.passes.flatMap((p) => Object.keys(p.rows))));
const ruleKeys = [...keys].filter((k) => k.startsWith("rule:"));
const stageKeys = [...keys].filter((k) => !k.startsWith("rule:")).sort();
const last = results.length - 1;
const worst = (k) => Math.max(...results.map((r) => med(r, k)));
const wanted = new Set(values("--rule").map((id) => `rule:${id}`));
const ranked = ruleKeys.sort((a, b) => worst(b) - worst(a));
const shown = ranked.filter((k, i) => i < top || wanted.has(k));

const cell = (x) => x.toFixed(1).padStart(9);
const head = libs.map((_, i) => `[${i + 1}]`.padStart(9)).join("");
const delta = libs.length > 1 ? `${"delta".padStart(9)}` : "";
console.log(`\n${head}${delta}  row`);
const line = (label, f) => {
  const cols = results.map((r) => f(r));
  const d =
    libs.length > 1
      ? `${cols[last] - cols[0] >= 0 ? "+" : ""}${(cols[last] - cols[0]).toFixed(1)}`.padStart(9)
      : "";
  console.log(`${cols.map(cell).join("")}${d}  ${label}`);
};
for (const k of shown) line(k.slice(5), (r) => med(r, k));
const rest = ranked.filter((k) => !shown.includes(k));
line(`(${rest.length} other rules)`, (r) =>
  median(r.passes.map((p) => rest.reduce((s, k) => s + (p.rows[k] ?? 0), 0))),
);
line(`= every rule (${ruleKeys.length})`, (r) =>
  median(r.passes.map((p) => ruleKeys.reduce((s, k) => s + (p.rows[k] ?? 0), 0))),
);
for (const k of stageKeys) line(k, (r) => med(r, k));
line("= pass CPU", (r) => median(r.passes.map((p) => p.cpu)));
