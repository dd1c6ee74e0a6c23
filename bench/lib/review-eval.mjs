// The model review measured on labelled skills (bench/audit-review-eval.mjs): the review's modules bundled from
// src/, one review after the other against the model the environment names (as `skillport audit --review`
// makes it), and the figures per split and label. The rules' verdict comes from a build of the library, so
// what counts is what the review ADDS: a malicious verdict on a skill the rules did not refuse at high.
import { basename } from "node:path";
import { importFromSrc } from "./bundle-src.mjs";

/**
 * The review's modules and the provider code of `skillport chat`, bundled from src/ (they are not part of the
 * public library); `ai`, `zod` and `@ai-sdk/*` left out of the bundle resolve from the repository's node_modules
 * as they do for the CLI (bundle-src.mjs).
 */
export const loadReview = () =>
  importFromSrc(
    [
      [["createReviewer", "reviewInputFromDir"], "audit/review/index.ts"],
      [["skillDocument"], "audit/review/content.ts"],
      [["systemPrompt", "userPrompt"], "audit/review/prompt.ts"],
      [["chooseModel", "createModel"], "agent/provider.ts"],
    ],
    { external: ["ai", "zod", "@ai-sdk/*"], prefix: "review-eval-build-" },
  );

/** The reviewer the CLI would make from `env` (SKILLPORT_PROVIDER, SKILLPORT_BASE_URL, SKILLPORT_MODEL, …). */
export async function makeReviewer(review, env, cacheDir, timeoutMs) {
  const choice = review.chooseModel({}, env);
  const model = await review.createModel(choice, env);
  const id = `${choice.provider}:${choice.model}`;
  // The CLI does the same: the review names the answer's shape itself, so the SDK's warning is noise.
  globalThis.AI_SDK_LOG_WARNINGS = false;
  const reviewer = review.createReviewer({
    model,
    modelId: id,
    cacheId: choice.baseURL === undefined ? id : `${id}@${choice.baseURL}`,
    cacheDir,
    timeoutMs,
  });
  return { reviewer, model: id };
}

/** Characters the review sends for `input` (system and user prompt), with a token of the real length. */
function promptChars(review, input) {
  const token = "0".repeat(24);
  return (
    review.systemPrompt(token).length +
    review.userPrompt(input, review.skillDocument(input.files), token).length
  );
}

/** One sample: the rules' verdict (library build `lib`), then the review of the same files. */
async function reviewOne(lib, review, reviewer, s) {
  const findings = (await lib.auditSkill(s.dir, s.skip ? { skip: s.skip } : {})).findings;
  const rulesHigh = findings.some((f) => f.severity === "high");
  const row = { id: s.id, split: s.split, label: s.label, technique: s.technique, rulesHigh };
  let input;
  try {
    input = await review.reviewInputFromDir(basename(s.dir), s.dir, findings);
  } catch {
    return { ...row, failure: "unreadable", chars: 0, ms: 0, cached: false };
  }
  const chars = promptChars(review, input);
  const t0 = process.hrtime.bigint();
  const out = await reviewer(input);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (out.status !== "reviewed") return { ...row, failure: out.reason, chars, ms, cached: false };
  const why = out.findings[0]?.match ?? "";
  return { ...row, verdict: out.verdict, confidence: out.confidence, why, chars, ms, cached: out.cached };
}

/** Reviews the samples one at a time (the model's time per skill is its own); `onRow` sees each result. */
export async function reviewSamples(lib, review, reviewer, samples, onRow = () => {}) {
  const rows = [];
  for (const s of samples) {
    const row = await reviewOne(lib, review, reviewer, s);
    rows.push(row);
    onRow(row, rows.length, samples.length);
  }
  return rows;
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? null : s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const round = (x, d = 1) => (x === null ? null : Math.round(x * 10 ** d) / 10 ** d);

/**
 * The figures of one group of rows (a split's malicious or benign side): verdicts, what they add over the
 * rules (a malicious verdict on a skill the rules left below high: a catch on the malicious side, a new
 * refusal on the benign side), seconds per model call (cache hits left out) and tokens sent (characters / 4,
 * an estimate), failures by reason.
 */
export function summariseRows(rows) {
  const reviewed = rows.filter((r) => r.verdict !== undefined);
  const marked = (v) => reviewed.filter((r) => r.verdict === v);
  const calls = rows.filter((r) => !r.cached && r.failure !== "unreadable");
  const failures = {};
  for (const r of rows) if (r.failure) failures[r.failure] = (failures[r.failure] ?? 0) + 1;
  const tokens = rows.filter((r) => r.chars > 0).map((r) => r.chars / 4);
  return {
    samples: rows.length,
    reviewed: reviewed.length,
    cached: rows.filter((r) => r.cached).length,
    failures,
    malicious: marked("malicious").length,
    suspicious: marked("suspicious").length,
    benign: marked("benign").length,
    rulesHigh: rows.filter((r) => r.rulesHigh).length,
    maliciousAlreadyHigh: marked("malicious").filter((r) => r.rulesHigh).length,
    addedHigh: marked("malicious").filter((r) => !r.rulesHigh).length,
    addedSuspicious: marked("suspicious").filter((r) => !r.rulesHigh).length,
    highWithReview: rows.filter((r) => r.rulesHigh || r.verdict === "malicious").length,
    secondsPerCall: {
      p50: round(
        quantile(
          calls.map((r) => r.ms / 1000),
          0.5,
        ),
        2,
      ),
      p90: round(
        quantile(
          calls.map((r) => r.ms / 1000),
          0.9,
        ),
        2,
      ),
      calls: calls.length,
    },
    tokensSent: { p50: round(quantile(tokens, 0.5), 0), p90: round(quantile(tokens, 0.9), 0) },
  };
}

/** Rows grouped by split, then label (`malicious` first), each with its figures. */
export function summarise(rows) {
  const groups = new Map();
  for (const r of rows) {
    const key = `${r.split}\t${r.label}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(r);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => {
      const [sa, la] = a.split("\t");
      const [sb, lb] = b.split("\t");
      return sa.localeCompare(sb) || (la === "malicious" ? -1 : 1) - (lb === "malicious" ? -1 : 1);
    })
    .map(([key, group]) => {
      const [split, label] = key.split("\t");
      return { split, label, ...summariseRows(group) };
    });
}
