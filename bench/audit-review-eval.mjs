#!/usr/bin/env node
// What the model review (`skillport audit --review`) catches and costs with a real model: it reviews labelled
// skills one after the other with the model the environment names (SKILLPORT_PROVIDER, SKILLPORT_BASE_URL,
// SKILLPORT_MODEL, SKILLPORT_API_KEY / OPENAI_API_KEY / ANTHROPIC_API_KEY, as for `skillport chat`) and
// prints, per split and label: how many the review marks malicious / suspicious, how many of those the rules
// already refused at high (the review's ADDED catches are what matters: a malicious verdict on a skill the
// rules left below high), benign skills marked malicious, seconds per model call (p50/p90; cache hits left
// out), tokens sent per skill (characters / 4, an estimate) and failures by reason.
//
//   node bench/audit-review-eval.mjs [--split tune|tune2|tune3|evasion]… [--external DIR]… [--half tune]
//                                    [--corpus-sample N [--corpus DIR]] [--sample N] [--seed S] [--limit N]
//                                    [--cache DIR] [--timeout SECONDS] [--lib PATH] [--list] [--json]
//
// Open sets only: a sealed split (heldout*) or a blind external entry (a `blind` set, a held-out half) is
// refused, never reviewed. `--sample N` draws N labelled samples with a seeded shuffle (`--seed`, default
// 27), `--corpus-sample N` adds N skills of the real corpus (benign) drawn the same way, `--limit N` keeps the
// first N of the selection (a smoke run). Verdicts are cached by skill digest, model and prompt version in
// `--cache` (default bench/.cache/review-eval), so a rerun sends only what it has not seen; cache hits are
// counted apart. `--list` prints one line per sample the review flagged or failed on; `--json` prints rows and
// figures. The rules' verdict comes from `--lib` (default dist/index.js: `npm run build` first).
import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { basename, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { defaultCorpusDir, isBlind, loadCorpus, loadManifest, SPLITS } from "./lib/eval-manifest.mjs";
import { prng } from "./lib/prng.mjs";
import { loadReview, makeReviewer, reviewSamples, summarise } from "./lib/review-eval.mjs";

const REPO = resolve(fileURLToPath(import.meta.url), "..", "..");
const OPEN_SPLITS = SPLITS.filter((s) => !isBlind(s));

function parseArgs(argv) {
  const opt = (k) => (argv.includes(`--${k}`) ? argv[argv.indexOf(`--${k}`) + 1] : undefined);
  const many = (k) => argv.flatMap((a, i) => (a === `--${k}` && argv[i + 1] ? [argv[i + 1]] : []));
  const int = (k, d) => {
    const v = opt(k);
    if (v === undefined) return d;
    if (!/^\d+$/.test(v)) throw new Error(`--${k} takes a whole number`);
    return Number(v);
  };
  const splits = many("split");
  for (const s of splits)
    if (!OPEN_SPLITS.includes(s))
      throw new Error(`--split ${s}: the review eval runs on open splits only (${OPEN_SPLITS.join(", ")})`);
  if (opt("half") !== undefined && opt("half") !== "tune")
    throw new Error("--half takes tune only: a held-out half is never reviewed");
  return {
    splits,
    external: many("external").map((d) => resolve(d)),
    half: opt("half"),
    corpusSample: int("corpus-sample", 0),
    corpus: opt("corpus") ? resolve(opt("corpus")) : defaultCorpusDir(),
    sample: int("sample", undefined),
    seed: int("seed", 27),
    limit: int("limit", undefined),
    cache: resolve(opt("cache") ?? join(REPO, "bench", ".cache", "review-eval")),
    timeoutMs: int("timeout", 120) * 1000,
    lib: opt("lib") ?? process.env.AUDIT_LIB ?? join(REPO, "dist", "index.js"),
    list: argv.includes("--list"),
    json: argv.includes("--json"),
  };
}

/** `n` of `xs` drawn by a seeded shuffle, kept in their original order; all of them when `n` is undefined. */
export function draw(xs, n, seed) {
  if (n === undefined || n >= xs.length) return xs;
  const rand = prng(seed);
  const idx = xs.map((_, i) => i);
  for (let i = idx.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [idx[i], idx[j]] = [idx[j], idx[i]];
  }
  const kept = new Set(idx.slice(0, n));
  return xs.filter((_, i) => kept.has(i));
}

/** The labelled samples asked for; a blind one (sealed split, blind external entry) is an error, not a skip. */
function selectSamples(args) {
  let samples = args.splits.length > 0 ? loadManifest().filter((s) => args.splits.includes(s.split)) : [];
  for (const dir of args.external) {
    const all = loadManifest(dir);
    const halves = all.some((s) => s.half);
    // As bench/audit-eval.mjs: with --half, a folder with halves keeps that half alone.
    const entries = all.filter((s) => !args.half || (halves ? s.half === args.half : !s.half));
    const split = (s) => `external:${basename(dir)}${s.half ? `:${s.half}` : ""}`;
    if (entries.some((s) => s.blind === true || isBlind(split(s))))
      throw new Error(
        `--external ${dir}: it holds blind entries (a blind set or a held-out half); the review eval runs on open sets only${halves ? " (add --half tune)" : ""}`,
      );
    samples = samples.concat(entries.map((s) => ({ ...s, split: split(s) })));
  }
  return samples;
}

function line(s) {
  const fails = Object.entries(s.failures)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
  const added =
    s.label === "malicious"
      ? `added catches at high ${s.addedHigh} (rules at high ${s.rulesHigh} → with the review ${s.highWithReview})`
      : `benign marked malicious ${s.malicious}, new refusals ${s.addedHigh} (rules at high ${s.rulesHigh} → with the review ${s.highWithReview})`;
  return [
    `${s.split} ${s.label} (${s.samples}): reviewed ${s.reviewed}${s.cached ? ` (${s.cached} from the cache)` : ""}, failed ${s.samples - s.reviewed}${fails ? ` (${fails})` : ""}`,
    `  marked malicious ${s.malicious} (the rules already refused ${s.maliciousAlreadyHigh} at high), suspicious ${s.suspicious} (${s.addedSuspicious} below high by the rules), benign ${s.benign}`,
    `  ${added}`,
    `  seconds per model call p50 ${s.secondsPerCall.p50 ?? "–"} / p90 ${s.secondsPerCall.p90 ?? "–"} (${s.secondsPerCall.calls} calls); tokens sent per skill p50 ${s.tokensSent.p50 ?? "–"} / p90 ${s.tokensSent.p90 ?? "–"} (characters / 4)`,
  ].join("\n");
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(resolve(args.lib))) throw new Error(`${args.lib} not found: run \`npm run build\` first`);
  let samples = draw(selectSamples(args), args.sample, args.seed);
  if (args.corpusSample > 0)
    samples = samples.concat(draw(loadCorpus(args.corpus), args.corpusSample, args.seed));
  if (args.limit !== undefined) samples = samples.slice(0, args.limit);
  if (samples.length === 0) throw new Error("nothing to review: name --split, --external or --corpus-sample");
  const lib = await import(pathToFileURL(resolve(args.lib)).href);
  const review = await loadReview();
  const { reviewer, model } = await makeReviewer(review, process.env, args.cache, args.timeoutMs);
  const load0 = loadavg()[0];
  const progress = (r, i, n) => {
    if (!args.json && process.stderr.isTTY) process.stderr.write(`\r${i}/${n} ${r.id.slice(0, 60)}\x1b[K`);
  };
  const rows = await reviewSamples(lib, review, reviewer, samples, progress);
  if (!args.json && process.stderr.isTTY) process.stderr.write("\r\x1b[K");
  const machine = {
    loadAverage1m: [load0, loadavg()[0]].map((x) => Math.round(x * 100) / 100),
    cores: cpus().length,
  };
  const summaries = summarise(rows);
  if (args.json) {
    console.log(JSON.stringify({ model, machine, summaries, rows }, null, 1));
    return;
  }
  console.log(
    `audit-review-eval: ${model}, ${rows.length} skills, one at a time; load average (1 min) ${machine.loadAverage1m.join(" → ")} on ${machine.cores} cores`,
  );
  for (const s of summaries) console.log(line(s));
  if (args.list)
    for (const r of rows.filter((r) => r.failure || (r.verdict && r.verdict !== "benign")))
      console.log(
        `${r.id}\t${r.label}\trules ${r.rulesHigh ? "high" : "below high"}\t${r.failure ? `failed: ${r.failure}` : `${r.verdict} ${r.confidence}: ${r.why}`}`,
      );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
