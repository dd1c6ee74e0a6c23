// The merge gate: which rules a change adds to verdicts at high, counted on data the rule's writer never read
// (sealed splits, blind external sets, the held-out halves of the open outsider sets) apart from data they did.
// A rule ships at high when, on unread data, it catches at least one malicious sample and more malicious than
// benign; otherwise at medium, or not at all. Pure: eval results in, rows out.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { EVAL_DIR, isBlind } from "./eval-manifest.mjs";

/** Ids of the held-out halves (bench/audit-eval/halves.json), one set over every open outsider split. */
export function heldOutHalves(dir = EVAL_DIR) {
  const doc = JSON.parse(readFileSync(join(dir, "halves.json"), "utf8"));
  const ids = new Set();
  for (const [split, v] of Object.entries(doc)) {
    if (split === "about") continue;
    for (const id of v.heldout) ids.add(id);
  }
  return ids;
}

/**
 * Whether a result is on data a rule writer never read: a sealed split or an external set's held-out half (known
 * by name), a split the run lists as blind, or a held-out half of an open outsider set.
 */
export const unreadBy = (blindSplits, halves) => (r) =>
  isBlind(r.split) || blindSplits.has(r.split) || halves.has(r.id);

const key = (r) => `${r.split}\u0000${r.id}`;

/**
 * Per rule: samples that turn high with the rule newly on them (malicious: caught, benign: refused) and samples
 * that stop being high with the rule gone from them, split by unread/read. A sample turned high with no rule new
 * on it (a rule already there changed severity) is counted under "(severity changed)".
 */
export function gateRows(next, base, unread, hidden = new Set()) {
  const before = new Map(base.filter((r) => !hidden.has(r.split)).map((r) => [key(r), r]));
  const rows = new Map();
  const row = (rule) => {
    let x = rows.get(rule);
    if (!x) {
      x = { rule, unread: { caught: 0, refused: 0, lost: 0 }, read: { caught: 0, refused: 0, lost: 0 } };
      rows.set(rule, x);
    }
    return x;
  };
  for (const r of next) {
    const b = before.get(key(r));
    if (!b || hidden.has(r.split)) continue;
    const nowHigh = r.worst === "high";
    const wasHigh = b.worst === "high";
    if (nowHigh === wasHigh) continue;
    const side = unread(r) ? "unread" : "read";
    const from = nowHigh
      ? r.rules.filter((x) => !b.rules.includes(x))
      : b.rules.filter((x) => !r.rules.includes(x));
    for (const rule of from.length ? from : ["(severity changed)"]) {
      const x = row(rule)[side];
      if (!nowHigh) x.lost += 1;
      else if (r.label === "malicious") x.caught += 1;
      else x.refused += 1;
    }
  }
  return [...rows.values()]
    .map((x) => ({
      ...x,
      ships: x.unread.caught >= 1 && x.unread.caught > x.unread.refused ? "high" : "medium",
    }))
    .sort((a, b) => b.unread.caught - a.unread.caught || a.rule.localeCompare(b.rule));
}
