#!/usr/bin/env node
// Which expressions make V8 generate the most expression code while the audit runs, and which rule (or
// shared stage) first ran each: the corpus one skill after another, as the CPU bar runs it.
//
//   node bench/audit-regex-code.mjs [--lib LIB.js] [--passes 2] [--top 15] [--set DIR]… [--no-corpus]
//                                   [--width 90]
//
// --lib     a build's dist/index.js (default: this checkout's)
// --passes  corpus passes in the child (the first is the warm-up pass every other bench makes)
// --top     how many expressions to list, by the code their compiles generated in the first pass
// --set     also audit a folder laid out as bench/audit-eval (held-out samples left out); --no-corpus
// --width   characters of an expression's source to print
// --bytecode also name each bytecode compile (V8 prints all bytecode then: ~400 MB through a temporary file,
//            ~4x slower); without it bytecode is counted in the pass totals only
// --v8 FLAG another V8 flag for the child (e.g. --no-regexp-tier-up), to see how V8's settings move the code
// --json F  also write every expression (whole source, sizes per pass, rules, file) to F
//
// Why: V8 (Node 20) compiles an expression without optimisation once the process has generated more than
// 1 MB of expression code (bytecode and machine code, counted for good) and holds more than 16 MB of
// executable memory (regexp.cc, TooMuchRegExpCode; DEVELOPERS.md). The first total only grows, so what
// decides is the second: this prints the code spaces' committed size after every pass.
//
// How: a child process runs with V8's own print flags (--print-regexp-code, --trace-regexp-tier-up and with
// --bytecode --print-regexp-bytecode: the bench's child only, never the library) and writes a marker line to the same
// stdout whenever the running rule or stage changes (rule objects wrapped as audit-rules does; stages through
// bench/lib/audit-rules-hook.mjs), so each compile V8 prints lands under the rule that ran it. Sizes are
// V8's: a bytecode compile's size from the tier-up trace, machine code's instruction size from the code print.
// An expression is known by its source (flags are not printed: an expression compiled with two sets of
// flags, or for one-byte and two-byte subjects, is one row of several compiles); its file is found by
// searching src/ for the source as a literal (`/source/`), else the file holding most of its words.
import { spawn } from "node:child_process";
import {
  closeSync,
  createReadStream,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { getHeapSpaceStatistics } from "node:v8";
import { loadWrapped } from "./lib/audit-rule-wrap.mjs";
import { auditTargets, benchCorpus } from "./lib/corpus.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const values = (k) => args.flatMap((a, i) => (args[i - 1] === k ? [a] : []));
const num = (k, d) => Number(values(k)[0] ?? d);
const lib = resolve(values("--lib")[0] ?? join(HERE, "..", "dist", "index.js"));
const passes = num("--passes", 2);
const MARK = "@@regex-code ";

/** The skills to audit, as [dir, options]: every `--set` (held-out samples left out), then the corpus. */
const skills = () => auditTargets(values("--set"), args.includes("--no-corpus") ? null : benchCorpus());

/** Committed bytes of the executable spaces (the 16 MB V8 compares with). */
function codeSpaces() {
  let n = 0;
  for (const s of getHeapSpaceStatistics())
    if (s.space_name === "code_space" || s.space_name === "code_large_object_space") n += s.space_size;
  return n;
}

// The child: markers on stdout (the stream V8 prints to) whenever the running rule or stage changes.
if (args.includes("--child")) {
  const say = (s) => writeSync(1, `${MARK}${s}\n`);
  let current = "(outside rules)";
  const stack = [];
  const T = {
    tables: [],
    found() {},
    enter(key) {
      stack.push(current);
      if (key !== current) say(`in ${key}`);
      current = key;
    },
    exit() {
      const back = stack.pop();
      if (back !== current) say(`in ${back}`);
      current = back;
    },
  };
  const { api, wrapTables } = await loadWrapped(T, lib);
  const list = skills();
  let tablesWrapped = false;
  for (let p = 0; p < passes; p++) {
    say(`pass ${p}`);
    for (const [k, [dir, opts]] of list.entries()) {
      say(`skill ${k}`);
      await api.auditSkill(dir, opts);
      // The signals' table loads with the scanner on the first audit.
      if (!tablesWrapped) wrapTables();
      tablesWrapped = true;
      say(`code ${codeSpaces()}`);
    }
  }
  say(`end ${list.length}`);
  process.exit(0);
}

// The parent: the child's stdout goes to a file (a pipe would be non-blocking and V8's prints could be lost),
// read line by line afterwards, never whole (bytecode prints run to ~100 MB); the file is removed.
const flags = ["--print-regexp-code", "--trace-regexp-tier-up"];
if (args.includes("--bytecode")) flags.push("--print-regexp-bytecode");
const ours = new Set(["--lib", "--v8"]);
const childArgs = args.filter((a, i) => !ours.has(a) && !ours.has(args[i - 1]));
flags.push(...values("--v8"));
const load0 = loadavg()[0];
const t0 = Date.now();
const tmp = mkdtempSync(join(tmpdir(), "audit-regex-code-"));
const outFile = join(tmp, "child.out");
const fd = openSync(outFile, "w");
const child = spawn(
  process.execPath,
  [...flags, fileURLToPath(import.meta.url), ...childArgs, "--child", "--lib", lib],
  { stdio: ["ignore", fd, "inherit"] },
);
const exit = await new Promise((r) => child.on("close", r));
closeSync(fd);
if (exit !== 0) {
  console.log(`the child failed (exit ${exit})`);
  rmSync(tmp, { recursive: true, force: true });
  process.exit(1);
}

/** Per expression source: what its compiles generated, per pass, and where it was first compiled. */
const exprs = new Map();
const passTotals = [];
let pass = 0; // compiles while the library loads count with the first pass
let skill = -1;
let where = "(outside rules)";
let pending; // the source whose bytecode print is running
const UNNAMED_ROW = "(bytecode, not named without --bytecode)";
let native; // the source whose machine code print is running
let total = 0;
let code = 0;
let overBudgetAt; // [pass, skill] where generated > 1 MB and executable > 16 MB first held
let skillsPerPass = 0;
const KB = 1024;

const passTotal = () => {
  passTotals[pass] = passTotals[pass] ?? { bytecode: 0, native: 0, compiles: 0, code: [] };
  return passTotals[pass];
};

function add(source, kind, bytes) {
  let e = exprs.get(source);
  if (!e) {
    e = { source, first: { pass, skill, where }, rules: new Set(), passes: [] };
    exprs.set(source, e);
  }
  e.rules.add(where);
  if (kind === "native") e[overBudgetAt ? "late" : "early"] = (e[overBudgetAt ? "late" : "early"] ?? 0) + 1;
  e.passes[pass] = e.passes[pass] ?? { bytecode: 0, native: 0, compiles: 0 };
  const p = e.passes[pass];
  p[kind] += bytes;
  p.compiles++;
  const t = passTotal();
  t[kind] += bytes;
  t.compiles++;
  total += bytes;
}

const lines = createInterface({ input: createReadStream(outFile), crlfDelay: Number.POSITIVE_INFINITY });
const BYTECODE = "[generated bytecode for regexp pattern: '";
for await (const line of lines) {
  if (line.startsWith("0x") || line === "") continue;
  if (line.startsWith(MARK)) {
    const [what, ...rest] = line.slice(MARK.length).split(" ");
    const arg = rest.join(" ");
    if (what === "in") where = arg;
    else if (what === "pass") pass = Number(arg);
    else if (what === "skill") skill = Number(arg);
    else if (what === "end") skillsPerPass = Number(arg);
    else if (what === "code") {
      code = Number(arg);
      passTotal().code.push(code);
      if (!overBudgetAt && total > 1024 * KB && code > 16 * 1024 * KB) overBudgetAt = [pass, skill];
    }
  } else if (line.startsWith(BYTECODE)) pending = line.slice(BYTECODE.length, line.lastIndexOf("']"));
  else if (line.startsWith("JSRegExp object ") && line.includes(" bytecode size: ")) {
    add(pending ?? UNNAMED_ROW, "bytecode", Number(line.split(": ")[1]));
    pending = undefined;
  } else if (line.startsWith("name = ")) native = line.slice(7);
  else if (line.startsWith("Instructions (size = ") && native !== undefined) {
    add(native, "native", Number(line.slice(21, -1)));
    native = undefined;
  }
}
rmSync(tmp, { recursive: true, force: true });

/** Each src/ file's text, to find an expression's literal in. */
const SRC = join(HERE, "..", "src");
const sources = [];
(function walk(d) {
  for (const n of readdirSync(d)) {
    const p = join(d, n);
    if (statSync(p).isDirectory()) walk(p);
    else if (n.endsWith(".ts")) sources.push([relative(join(HERE, ".."), p), readFileSync(p, "utf8")]);
  }
})(SRC);
// A literal `/source/` names its file; a built expression, the file holding most of its words (6+ letters).
const fileOf = (source) => {
  const hits = sources.filter(([, text]) => text.includes(`/${source}/`)).map(([f]) => f);
  if (hits.length > 0) return hits.join(", ");
  const words = [...new Set(source.match(/[A-Za-z]{6,}/g) ?? [])];
  if (words.length === 0) return "built";
  const scored = sources.map(([f, text]) => [f, words.filter((w) => text.includes(w)).length]);
  const [f, n] = scored.sort((a, b) => b[1] - a[1])[0];
  return `built, ${f} holds ${n} of its ${words.length} words`;
};

const kb = (n) => `${(n / KB).toFixed(0)} KB`;
const mb = (n) => `${(n / KB / KB).toFixed(2)} MB`;
const at = new Date().toISOString().slice(0, 16).replace("T", " ");
console.log(
  `audit-regex-code: ${lib}, ${skillsPerPass} skills a pass, ${passes} pass(es), ${at} UTC, ` +
    `${((Date.now() - t0) / 1000).toFixed(0)} s, load average ${load0.toFixed(2)} -> ${loadavg()[0].toFixed(2)}`,
);
for (const [p, t] of passTotals.entries()) {
  if (!t) continue;
  console.log(
    `pass ${p}: ${t.compiles} compiles, bytecode ${mb(t.bytecode)}, machine code ${mb(t.native)}; ` +
      `executable (code spaces) ${mb(t.code[0] ?? 0)} after its first skill, ${mb(t.code.at(-1) ?? 0)} at its end, ` +
      `peak ${mb(Math.max(0, ...t.code))}`,
  );
}
console.log(
  overBudgetAt
    ? `over V8's budget (> 1 MB generated and > 16 MB executable) from pass ${overBudgetAt[0]}, skill ` +
        `${overBudgetAt[1]}: every expression compiled after that runs unoptimised`
    : "never over V8's budget (> 1 MB generated and > 16 MB executable) at a skill's end",
);
const first = (e) => (e.passes[0]?.bytecode ?? 0) + (e.passes[0]?.native ?? 0);
const ranked = [...exprs.values()]
  .filter((e) => e.source !== UNNAMED_ROW)
  .sort((a, b) => first(b) - first(a));
const unnamed = exprs.get(UNNAMED_ROW);
if (unnamed)
  console.log(`${kb(first(unnamed))} of bytecode in pass 0 not named (run with --bytecode to name it)`);
const width = num("--width", 90);
const all = ranked.reduce((s, e) => s + first(e), 0);
const topN = ranked.slice(0, num("--top", 15)).reduce((s, e) => s + first(e), 0);
console.log(
  `${ranked.length} expressions; the top ${num("--top", 15)} generated ${mb(topN)} of pass 0's ${mb(all)}`,
);
console.log(
  `\ntop ${num("--top", 15)} by code generated in pass 0 (bytecode + machine code; compiles in pass 0 / later passes)`,
);
for (const e of ranked.slice(0, num("--top", 15))) {
  const later = e.passes.slice(1).reduce((s, p) => s + (p?.compiles ?? 0), 0);
  const p0 = e.passes[0] ?? { bytecode: 0, native: 0, compiles: 0 };
  const rules = [...e.rules].map((r) => r.replace(/^rule:/, "")).join(", ");
  const src = e.source.length > width ? `${e.source.slice(0, width)}… (${e.source.length} chars)` : e.source;
  console.log(
    `${kb(first(e)).padStart(8)}  bc ${kb(p0.bytecode)}, mc ${kb(p0.native)}, ${p0.compiles}/${later} compiles; ` +
      `${e.early ? "" : "unoptimised; "}${rules}; ${fileOf(e.source)}\n          ${src}`,
  );
}
const lateOnly = ranked.filter((e) => e.late && !e.early);
console.log(
  `${lateOnly.length} expressions compiled to machine code only after the budget was crossed (unoptimised); ` +
    `${ranked.filter((e) => e.early).length} at least once before`,
);
const json = values("--json")[0];
if (json)
  writeFileSync(
    json,
    JSON.stringify(
      {
        passes: passTotals,
        overBudgetAt,
        exprs: ranked.map((e) => ({ ...e, rules: [...e.rules], file: fileOf(e.source) })),
      },
      null,
      1,
    ),
  );
