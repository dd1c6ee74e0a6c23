// The eval's output (bench/audit-eval.mjs): one split's figures, or one Markdown table of every split; a blind
// split shows counts only.
import { isBlind } from "./eval-manifest.mjs";

const count = (s) => `${s.malicious + s.benign} skills`;
export const f = (v) => (v === null ? "–" : `${v}%`);
/** " (baseline 14.3%)" when a baseline build was measured beside. */
const was = (b, key) => (b ? ` (baseline ${f(b[key])})` : "");

/** One split's figures; `b` is the same split audited by the baseline build, if any. */
export function printSummary(s, b) {
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
export function printTable(summaries, machine) {
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
