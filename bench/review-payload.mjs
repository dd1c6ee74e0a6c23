#!/usr/bin/env node
// What the model review (`skillport audit --review`) would send, without sending anything: per skill
// the characters sent, whether the budget cut something, how many secrets were redacted, and the time
// to prepare it. Over the real corpus (benign skills people wrote) and the labelled audit-eval samples
// (by label only: no per-sample output, so the blind split stays blind).
//
//   node bench/review-payload.mjs [--corpus DIR | --no-corpus]
//
// The review's modules are not part of the public library, so this bundles them from src/ (lib/bundle-src.mjs).
import { cpus, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { defaultCorpusDir, EVAL_DIR, loadCorpus, loadManifest } from "./audit-eval.mjs";
import { importFromSrc } from "./lib/bundle-src.mjs";

const loadReview = () =>
  importFromSrc(
    [
      [["reviewInputFromDir"], "audit/review/index.ts"],
      [["skillDocument"], "audit/review/content.ts"],
    ],
    { external: ["ai", "zod"], prefix: "review-payload-" },
  );

const pct = (n, d) => (d === 0 ? "–" : `${((100 * n) / d).toFixed(1)}%`);
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

async function measure(review, samples) {
  const rows = [];
  for (const s of samples) {
    const t0 = process.hrtime.bigint();
    let input;
    try {
      input = await review.reviewInputFromDir("x", s.dir);
    } catch {
      continue;
    }
    const doc = review.skillDocument(input.files);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    const chars = doc.files.reduce((n, f) => n + f.body.length, 0);
    const cut = doc.omitted.some((o) => /cut at|budget/.test(o));
    rows.push({ chars, cut, redacted: doc.redacted, ms });
  }
  return rows;
}

function report(name, rows) {
  const n = rows.length;
  const chars = rows.map((r) => r.chars);
  const ms = rows.map((r) => r.ms);
  console.log(
    `| ${name} | ${n} | ${quantile(chars, 0.5)} / ${quantile(chars, 0.95)} / ${Math.max(0, ...chars)} | ${pct(rows.filter((r) => r.cut).length, n)} | ${pct(rows.filter((r) => r.redacted > 0).length, n)} (${rows.reduce((t, r) => t + r.redacted, 0)}) | ${quantile(ms, 0.5).toFixed(1)} / ${Math.max(0, ...ms).toFixed(1)} |`,
  );
}

async function main() {
  const argv = process.argv.slice(2);
  const at = argv.indexOf("--corpus");
  const corpusDir = argv.includes("--no-corpus")
    ? undefined
    : at >= 0
      ? resolve(argv[at + 1])
      : defaultCorpusDir();
  const review = await loadReview();
  const load0 = loadavg()[0].toFixed(2);
  const samples = loadManifest(EVAL_DIR).map((s) => ({ ...s, dir: join(EVAL_DIR, s.path) }));
  const corpus = loadCorpus(corpusDir);
  const results = [
    ["corpus (real skills)", await measure(review, corpus)],
    [
      "audit-eval malicious",
      await measure(
        review,
        samples.filter((s) => s.label === "malicious"),
      ),
    ],
    [
      "audit-eval benign",
      await measure(
        review,
        samples.filter((s) => s.label === "benign"),
      ),
    ],
  ];
  console.log(
    `review-payload: load average (1 min) ${load0} → ${loadavg()[0].toFixed(2)} on ${cpus().length} cores (shared machine)`,
  );
  console.log(
    "| set | skills | characters sent: median / p95 / max | cut by the budget | with a redaction (redactions) | ms to prepare: median / max |",
  );
  console.log("|---|---|---|---|---|---|");
  for (const [name, rows] of results) if (rows.length > 0) report(name, rows);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
