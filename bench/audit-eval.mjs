#!/usr/bin/env node
// Recall and false positives of the built audit on a labelled set of malicious and benign-but-tricky
// skills (bench/audit-eval/manifest.json), per split, plus the real corpus as extra benign samples.
//
//   node bench/audit-eval.mjs [--split tune|heldout|heldout2|heldout3|heldout4|heldout5|heldout6|heldout7|heldout8|heldout9|heldout10|heldout11|heldout12|evasion|all] [--json | --markdown]
//                             [--corpus DIR | --no-corpus] [--external DIR]… [--lib PATH]
//                             [--half tune|heldout] [--baseline-lib PATH] [--cli [--cli-path PATH]]
//
// Splits: `tune` is what rules may be tuned on; `heldout` is only measured (blind: counts only unless
// `--json`, like the two below); `evasion` holds small edits
// of samples the audit caught at high when they were written (each names the one it evades from);
// `heldout2` is a second held-out set written by an engineer who does not write the rules, for measuring
// generalisation: its per-sample verdicts (which samples are missed, which benign ones are refused) are
// printed only with `--json`, so the default and Markdown output can be shared with the rule writers.
// `heldout3` is a third such set (sealed the same way), written later by another engineer who writes no rule;
// `heldout4` a fourth (round 8), from sources none of the earlier sets cite; `heldout5` a fifth (round 9) and
// `heldout6` a sixth (round 10), `heldout7` a seventh (round 11), `heldout8` an eighth (round 12) and
// `heldout9` a ninth (round 13), `heldout10` a tenth (round 14), `heldout11` an eleventh (round 15) and
// `heldout12` a twelfth (round 16), likewise.
// `--external DIR` (repeatable) scores a folder laid out like bench/audit-eval (a manifest.json and the
// folders it names) that is not committed, reported as split `external:<folder name>`;
// bench/audit-eval-external.mjs lays out public datasets that way; an external folder whose entries say
// `"blind": true` is reported like a blind split (counts only unless `--json`). An external set of published
// benign skills comes in two halves fixed by a hash (`half` in its manifest): reported as
// `external:<folder>:tune` and `external:<folder>:heldout`, the latter blind too; `--half tune|heldout`
// scores one half only (tune on `--half tune`, so a run never shows the held-out half's totals by accident);
// in a folder with halves it drops the entries that have none (the blind malicious side of `--clawhub`).
// `--baseline-lib PATH` audits every sample with a second build too (say, main before a change, built
// into bench/.trees/), interleaved, and prints its figures and the CPU-time ratio beside.
// `--cli` also runs `skillport add <sample> --dry-run` (dist/cli/bin.js) on each labelled sample as a
// real process and counts the audit refusals: the promise end to end.
// A sample counts as caught "at high" when the audit gives it at least one high finding (what makes
// `add` refuse it), "at any" when it gives any finding. Needs `npm run build` (imports dist/).
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = resolve(HERE, "..");
export const EVAL_DIR = join(HERE, "audit-eval");
export const SPLITS = [
  "tune",
  "heldout",
  "heldout2",
  "heldout3",
  "heldout4",
  "heldout5",
  "heldout6",
  "heldout7",
  "heldout8",
  "heldout9",
  "heldout10",
  "heldout11",
  "heldout12",
  "evasion",
];
/** Splits whose per-sample verdicts stay out of the default output (shown with `--json` only). */
// `heldout` too: in round 6 two looks at the default output showed its missed ids to rule writers.
export const BLIND_SPLITS = SPLITS.filter((s) => s.startsWith("heldout"));
/** External folders (`external:<name>`) whose manifest marks its entries blind; filled by main(). */
const blindExternal = new Set();
/** The held-out half of a published benign set (`half: "heldout"`, bench/audit-eval-external.mjs) is blind too. */
const isBlind = (split) =>
  BLIND_SPLITS.includes(split) || blindExternal.has(split) || split.endsWith(":heldout");
const LABELS = ["malicious", "benign"];

/** Reads and checks a manifest; throws with the entry at fault so a bad edit cannot pass silently. */
export function loadManifest(dir = EVAL_DIR) {
  const entries = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
  if (!Array.isArray(entries)) throw new Error(`${dir}/manifest.json: expected an array`);
  const ids = new Set();
  for (const e of entries) {
    for (const k of ["id", "path", "label", "split", "technique", "source"]) {
      if (typeof e[k] !== "string" || e[k] === "")
        throw new Error(`manifest entry ${e.id ?? "?"}: missing ${k}`);
    }
    if (ids.has(e.id)) throw new Error(`manifest entry ${e.id}: duplicate id`);
    ids.add(e.id);
    if (!LABELS.includes(e.label))
      throw new Error(`manifest entry ${e.id}: label must be malicious or benign`);
    // `external` is what bench/audit-eval-external.mjs writes (renamed per folder when loaded).
    if (![...SPLITS, "external"].includes(e.split))
      throw new Error(`manifest entry ${e.id}: split must be one of ${SPLITS.join(", ")} or external`);
    if (e.half !== undefined && !["tune", "heldout"].includes(e.half))
      throw new Error(`manifest entry ${e.id}: half must be tune or heldout`);
    if (e.path.startsWith("/") || e.path.split("/").includes("..")) {
      throw new Error(`manifest entry ${e.id}: path must stay inside ${dir}`);
    }
    if (!existsSync(join(dir, e.path, "SKILL.md")))
      throw new Error(`manifest entry ${e.id}: no SKILL.md in ${e.path}`);
  }
  for (const e of entries) {
    if (e.evades !== undefined && !ids.has(e.evades)) {
      throw new Error(`manifest entry ${e.id}: evades unknown sample ${e.evades}`);
    }
  }
  return entries.map((e) => ({ ...e, dir: join(dir, e.path) }));
}

/** The real corpus's skills (MANIFEST.tsv as bench/audit-corpus.mjs reads it), or [] when absent. */
export function loadCorpus(dir) {
  if (!dir || !existsSync(join(dir, "MANIFEST.tsv"))) return [];
  const rows = readFileSync(join(dir, "MANIFEST.tsv"), "utf8").trim().split("\n").slice(1);
  const skills = rows
    .map((l) => l.split("\t"))
    .map(([repo, , , path]) => {
      const rel = `${repo.replace("/", "__")}/${dirname(path)}`;
      return { id: rel, dir: join(dir, rel), label: "benign", split: "corpus", technique: "corpus" };
    });
  // A skill nested in another is audited on its own, not again as part of the outer one (as the CLI does).
  for (const s of skills) s.skip = skills.filter((o) => o.dir.startsWith(`${s.dir}/`)).map((o) => o.dir);
  return skills;
}

export function defaultCorpusDir() {
  const candidates = process.env.SKILLPORT_CORPUS
    ? [resolve(process.env.SKILLPORT_CORPUS)]
    : [
        resolve(REPO, "..", "shared", "corpus", "real"),
        resolve(REPO, "..", "..", "shared", "corpus", "real"),
      ];
  return candidates.find((c) => existsSync(join(c, "MANIFEST.tsv")));
}

async function auditOne(lib, s) {
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  let findings;
  let error;
  try {
    findings = (await lib.auditSkill(s.dir, s.skip ? { skip: s.skip } : {})).findings;
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
    findings = [];
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu = process.cpuUsage(c0);
  const high = findings.filter((f) => f.severity === "high");
  return {
    ...s,
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    error,
    high: high.length > 0,
    any: findings.length > 0,
    worst: lib.worstSeverity(findings) ?? "none",
    rules: [...new Set((high.length > 0 ? high : findings).map((f) => f.rule))].sort(),
  };
}

/**
 * Audits each sample one after the other (so the time per skill is its own) and records the verdict.
 * With `baseLib`, each sample is also audited by that build, the two interleaved (which goes first
 * alternates), so both see the same load and their times can be compared as a ratio.
 */
export async function auditSamples(lib, samples, baseLib) {
  const rows = [];
  const baseRows = [];
  for (const [i, s] of samples.entries()) {
    if (baseLib && i % 2 === 1) baseRows.push(await auditOne(baseLib, s));
    rows.push(await auditOne(lib, s));
    if (baseLib && i % 2 === 0) baseRows.push(await auditOne(baseLib, s));
  }
  return baseLib ? { rows, baseRows } : rows;
}

/**
 * What `skillport add <sample> --dry-run` does with each sample, run as a real process with its own HOME,
 * config and cache (two at a time): refused by the audit (exit 1, `install-audit-refused`), accepted
 * (exit 0), or another failure. This is the promise itself, end to end, not the library call.
 */
export async function addVerdicts(cli, samples, concurrency = 2) {
  const root = mkdtempSync(join(tmpdir(), "skillport-audit-eval-"));
  const verdicts = new Map();
  const one = (s, i) =>
    new Promise((done) => {
      const home = join(root, String(i));
      mkdirSync(join(home, "project"), { recursive: true });
      const env = {
        ...process.env,
        HOME: home,
        XDG_CONFIG_HOME: join(home, ".config"),
        XDG_CACHE_HOME: join(home, ".cache"),
      };
      execFile(
        process.execPath,
        [cli, "add", s.dir, "--dry-run"],
        { cwd: join(home, "project"), env, timeout: 60_000 },
        (err, _out, stderr) => {
          const code = err ? (typeof err.code === "number" ? err.code : -1) : 0;
          const refused = code === 1 && stderr.includes("install-audit-refused");
          verdicts.set(s.id, refused ? "refused" : code === 0 ? "accepted" : `failed (exit ${code})`);
          done();
        },
      );
    });
  let next = 0;
  const worker = async () => {
    while (next < samples.length) {
      const i = next++;
      await one(samples[i], i);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return verdicts;
}

/** Per split: how many malicious and benign samples `add` refused, and the samples it failed on otherwise. */
export function summariseAdd(samples, verdicts) {
  const out = {};
  for (const s of samples) {
    const v = verdicts.get(s.id);
    if (!out[s.split])
      out[s.split] = { malicious: 0, maliciousRefused: 0, benign: 0, benignRefused: 0, failed: [] };
    const t = out[s.split];
    t[s.label]++;
    if (v === "refused") t[`${s.label}Refused`]++;
    else if (v !== "accepted") t.failed.push(`${s.id}: ${v}`);
  }
  return out;
}

const pct = (n, d) => (d === 0 ? null : Math.round((1000 * n) / d) / 10);

/** Wall-clock time per skill (audited one at a time) and the process's CPU time for all of them. */
function timing(rows) {
  const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
  const round = (x) => Math.round(x * 100) / 100;
  const cpuTotal = round(rows.reduce((a, r) => a + r.cpuMs, 0));
  if (ms.length === 0) return { mean: null, p95: null, max: null, total: 0, cpuTotal };
  const total = ms.reduce((a, b) => a + b, 0);
  return {
    mean: round(total / ms.length),
    p95: round(ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.95))]),
    max: round(ms[ms.length - 1]),
    total: round(total),
    cpuTotal,
  };
}

/** The figures of one split: recall and false positives at high and at any severity, misses by technique. */
export function summarise(split, rows) {
  const mal = rows.filter((r) => r.label === "malicious");
  const ben = rows.filter((r) => r.label === "benign");
  const caughtHigh = mal.filter((r) => r.high).length;
  const caughtAny = mal.filter((r) => r.any).length;
  const fpHigh = ben.filter((r) => r.high);
  const fpAny = ben.filter((r) => r.any);
  const byTechnique = {};
  // Benign refusals per technique: counts only (no ids), so a blind split can show where its false positives are.
  const benignByTechnique = {};
  for (const r of ben) {
    if (!benignByTechnique[r.technique]) benignByTechnique[r.technique] = { total: 0, high: 0, any: 0 };
    const t = benignByTechnique[r.technique];
    t.total++;
    if (r.high) t.high++;
    if (r.any) t.any++;
  }
  for (const r of mal) {
    if (!byTechnique[r.technique]) byTechnique[r.technique] = { total: 0, high: 0, any: 0, missedAtHigh: [] };
    const t = byTechnique[r.technique];
    t.total++;
    if (r.high) t.high++;
    else t.missedAtHigh.push(r.id);
    if (r.any) t.any++;
  }
  // Evasions come in waves, each written against the audit of its day (`wave`, default 1).
  const waves = {};
  for (const r of mal.filter((x) => x.split === "evasion")) {
    const w = String(r.wave ?? 1);
    if (!waves[w]) waves[w] = { total: 0, high: 0 };
    waves[w].total++;
    if (r.high) waves[w].high++;
  }
  return {
    split,
    waves,
    malicious: mal.length,
    caughtAtHigh: caughtHigh,
    caughtAtAny: caughtAny,
    recallHigh: pct(caughtHigh, mal.length),
    recallAny: pct(caughtAny, mal.length),
    benign: ben.length,
    fpAtHigh: fpHigh.length,
    fpAtAny: fpAny.length,
    fpRateHigh: pct(fpHigh.length, ben.length),
    fpRateAny: pct(fpAny.length, ben.length),
    fpHighIds: fpHigh.map((r) => `${r.id} (${r.rules.join(", ")})`),
    errors: rows.filter((r) => r.error).map((r) => `${r.id}: ${r.error}`),
    timeMs: timing(rows),
    byTechnique,
    benignByTechnique,
  };
}

/** Audits `samples` with `lib` and returns one summary per split present (in SPLITS order, then others). */
export async function evaluate(lib, samples, baseLib) {
  const audited = await auditSamples(lib, samples, baseLib);
  const rows = baseLib ? audited.rows : audited;
  const names = [...new Set(rows.map((r) => r.split))].sort(
    (a, b) => (SPLITS.indexOf(a) + 1 || 99) - (SPLITS.indexOf(b) + 1 || 99),
  );
  const summaries = names.map((n) =>
    summarise(
      n,
      rows.filter((r) => r.split === n),
    ),
  );
  if (!baseLib) return { rows, summaries };
  const baseline = names.map((n) =>
    summarise(
      n,
      audited.baseRows.filter((r) => r.split === n),
    ),
  );
  return { rows, summaries, baseline };
}

const count = (s) => `${s.malicious + s.benign} skills`;
const f = (v) => (v === null ? "–" : `${v}%`);
/** " (baseline 14.3%)" when a baseline build was measured beside. */
const was = (b, key) => (b ? ` (baseline ${f(b[key])})` : "");

/** One split's figures; `b` is the same split audited by the baseline build, if any. */
function printSummary(s, b) {
  console.log(`\n## split ${s.split}`);
  if (s.malicious > 0) {
    console.log(
      `malicious ${s.malicious}: recall at high ${f(s.recallHigh)} (${s.caughtAtHigh})${was(b, "recallHigh")}, at any severity ${f(s.recallAny)} (${s.caughtAtAny})${was(b, "recallAny")}`,
    );
  }
  if (s.benign > 0) {
    console.log(
      `benign ${s.benign}: false positives at high ${f(s.fpRateHigh)} (${s.fpAtHigh})${was(b, "fpRateHigh")}, at any ${f(s.fpRateAny)} (${s.fpAtAny})${was(b, "fpRateAny")}`,
    );
  }
  const t = s.timeMs;
  const ratio = b?.timeMs.cpuTotal
    ? `; CPU ${(t.cpuTotal / b.timeMs.cpuTotal).toFixed(2)}× the baseline's`
    : "";
  console.log(
    `time per skill: mean ${t.mean} ms, p95 ${t.p95} ms, max ${t.max} ms; all ${count(s)}: ${t.total} ms wall, ${t.cpuTotal} ms CPU${ratio}`,
  );
  for (const [w, t] of Object.entries(s.waves ?? {})) {
    console.log(`evasion wave ${w}: refused at high ${t.high} of ${t.total}`);
  }
  if (s.errors.length > 0) console.log(`AUDIT ERRORS: ${s.errors.length} (each counts as no finding)`);
  // A blind split's verdicts per sample would tell the rule writers what to tune: counts only.
  const blind = isBlind(s.split);
  const which = (ids) => (blind ? `${ids.length} (which: --json)` : ids.join("; "));
  if (s.fpHighIds.length > 0) console.log(`benign with a high finding: ${which(s.fpHighIds)}`);
  if (!blind) for (const e of s.errors.slice(0, 5)) console.log(`error: ${e}`);
  const techs = Object.entries(s.byTechnique).sort(([x], [y]) => x.localeCompare(y));
  if (techs.length > 0) {
    console.log(`| technique | samples | caught at high | at any |${blind ? "" : " missed at high |"}`);
    console.log(`|---|---|---|---|${blind ? "" : "---|"}`);
    for (const [name, t] of techs) {
      const base = b?.byTechnique[name] ? ` (baseline ${b.byTechnique[name].high})` : "";
      const missed = blind ? "" : ` ${t.missedAtHigh.join(", ")} |`;
      console.log(`| ${name} | ${t.total} | ${t.high}${base} | ${t.any} |${missed}`);
    }
  }
}

/** One Markdown table of every split, as docs/SECURITY.md shows it. */
function printTable(summaries, machine) {
  const cell = (n, rate) => (rate === null ? "–" : `${rate}% (${n})`);
  console.log(
    "| split | malicious | recall at high | recall at any | benign | false positives at high | at any |",
  );
  console.log("|---|---|---|---|---|---|---|");
  for (const s of summaries) {
    console.log(
      `| ${s.split} | ${s.malicious || "–"} | ${cell(s.caughtAtHigh, s.recallHigh)} | ${cell(s.caughtAtAny, s.recallAny)} | ${s.benign || "–"} | ${cell(s.fpAtHigh, s.fpRateHigh)} | ${cell(s.fpAtAny, s.fpRateAny)} |`,
    );
  }
  console.log("");
  for (const s of summaries) {
    for (const [w, t] of Object.entries(s.waves ?? {}))
      console.log(`evasion wave ${w}: ${t.high} of ${t.total} refused at high`);
  }
  // A blind split's table alone hides where it fails; per-technique counts (never ids) say it.
  const counts = (o) =>
    Object.entries(o)
      .sort(([x], [y]) => x.localeCompare(y))
      .map(([name, t]) => `${name} ${t.high}/${t.total}`)
      .join(", ");
  for (const s of summaries.filter((x) => isBlind(x.split))) {
    if (s.malicious > 0)
      console.log(`${s.split}, malicious caught at high by technique: ${counts(s.byTechnique)}`);
    if (s.benign > 0)
      console.log(`${s.split}, benign refused at high by technique: ${counts(s.benignByTechnique ?? {})}`);
  }
  console.log(`load average ${machine.loadAverage1m.join(" → ")} on ${machine.cores} cores`);
}

function parseArgs(argv) {
  const opt = (k) => (argv.includes(`--${k}`) ? argv[argv.indexOf(`--${k}`) + 1] : undefined);
  const split = opt("split") ?? "all";
  if (opt("half") !== undefined && !["tune", "heldout"].includes(opt("half")))
    throw new Error("--half must be tune or heldout");
  if (![...SPLITS, "all"].includes(split))
    throw new Error(`--split must be one of ${SPLITS.join(", ")} or all`);
  return {
    split,
    json: argv.includes("--json"),
    markdown: argv.includes("--markdown"),
    corpus: argv.includes("--no-corpus")
      ? undefined
      : opt("corpus")
        ? resolve(opt("corpus"))
        : defaultCorpusDir(),
    external: argv.flatMap((a, i) => (a === "--external" && argv[i + 1] ? [resolve(argv[i + 1])] : [])),
    lib: opt("lib") ?? process.env.AUDIT_LIB ?? join(REPO, "dist", "index.js"),
    baseLib: opt("baseline-lib"),
    half: opt("half"),
    cli: argv.includes("--cli") ? (opt("cli-path") ?? join(REPO, "dist", "cli", "bin.js")) : undefined,
  };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(resolve(args.lib))) throw new Error(`${args.lib} not found: run \`npm run build\` first`);
  if (args.cli && !existsSync(args.cli))
    throw new Error(`${args.cli} not found: run \`npm run build\` first`);
  if (args.corpus && !existsSync(join(args.corpus, "MANIFEST.tsv"))) {
    throw new Error(`--corpus ${args.corpus}: no MANIFEST.tsv there (the shared corpus layout)`);
  }
  const lib = await import(pathToFileURL(resolve(args.lib)).href);
  const baseLib = args.baseLib ? await import(pathToFileURL(resolve(args.baseLib)).href) : undefined;
  let samples = loadManifest().filter((s) => args.split === "all" || s.split === args.split);
  for (const dir of args.external) {
    // A set with halves (published benign skills) is two splits: `…:tune` and the blind `…:heldout`.
    const name = (s) => `external:${basename(dir)}${s.half ? `:${s.half}` : ""}`;
    const all = loadManifest(dir);
    // In a folder with halves, `--half` keeps that half alone: its entries without one (a blind malicious side,
    // --clawhub) are not part of any tuning half.
    const halves = all.some((s) => s.half);
    const wanted = (s) => !args.half || (halves ? s.half === args.half : !s.half);
    const entries = all.filter(wanted);
    if (entries.some((s) => s.blind === true)) blindExternal.add(`external:${basename(dir)}`);
    samples = samples.concat(entries.map((s) => ({ ...s, split: name(s) })));
  }
  const corpus = loadCorpus(args.corpus);
  const load0 = loadavg()[0];
  const { rows, summaries, baseline } = await evaluate(lib, samples.concat(corpus), baseLib);
  const machine = {
    loadAverage1m: [load0, loadavg()[0]].map((x) => Math.round(x * 100) / 100),
    cores: cpus().length,
  };
  if (args.markdown) {
    printTable(summaries, machine);
    return;
  }
  if (args.json) {
    const results = rows.map((r) => ({
      id: r.id,
      split: r.split,
      label: r.label,
      worst: r.worst,
      rules: r.rules,
    }));
    console.log(
      JSON.stringify({ machine, corpus: args.corpus ?? null, summaries, baseline, results }, null, 1),
    );
    return;
  }
  console.log(
    `audit-eval: ${samples.length} labelled samples${corpus.length ? ` + ${corpus.length} corpus skills` : " (no corpus)"}; load average (1 min) ${machine.loadAverage1m.join(" → ")} on ${machine.cores} cores (shared machine)`,
  );
  for (const [i, s] of summaries.entries()) printSummary(s, baseline?.[i]);
  if (args.cli) {
    const verdicts = await addVerdicts(args.cli, samples);
    console.log(`\n## skillport add --dry-run, as a real process (${samples.length} labelled samples)`);
    const bySplit = Object.entries(summariseAdd(samples, verdicts)).sort(
      ([a], [b]) => (SPLITS.indexOf(a) + 1 || 99) - (SPLITS.indexOf(b) + 1 || 99),
    );
    for (const [split, t] of bySplit) {
      console.log(
        `${split}: refused ${t.maliciousRefused} of ${t.malicious} malicious (${f(pct(t.maliciousRefused, t.malicious))}), ${t.benignRefused} of ${t.benign} benign (${f(pct(t.benignRefused, t.benign))})${t.failed.length ? `; other failures: ${isBlind(split) ? t.failed.length : t.failed.join("; ")}` : ""}`,
      );
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
