// The eval's figures per split (bench/audit-eval.mjs): recall, false positives, time, misses by technique.
import { SPLITS } from "./eval-manifest.mjs";
import { auditSamples } from "./eval-run.mjs";

export const pct = (n, d) => (d === 0 ? null : Math.round((1000 * n) / d) / 10);

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
