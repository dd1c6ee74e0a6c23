#!/usr/bin/env node
// The merge gate over two runs of bench/audit-eval.mjs --json (a change and its base, same sets):
//
//   node bench/audit-gate.mjs NEW.json BASE.json [--blind SPLIT]… [--hide SPLIT]… [--json]
//
// Prints, per rule that moves a verdict at high, what it newly catches and refuses on data its writer never read
// (blind splits: the sealed ones, blind external sets, listed in the runs' `blindSplits` or named with --blind;
// the held-out halves in bench/audit-eval/halves.json) and on data they did, and where it would ship: "high" when
// it catches at least one unread malicious sample and more than the unread benign it refuses, else "medium".
// Unread data is shown as counts only. --hide drops a split altogether (one being written this round).
import { readFileSync } from "node:fs";
import { gateRows, heldOutHalves, unreadBy } from "./lib/eval-gate.mjs";

const argv = process.argv.slice(2);
const many = (flag) => argv.flatMap((a, i) => (a === flag && argv[i + 1] ? [argv[i + 1]] : []));
const files = argv.filter((a, i) => !a.startsWith("--") && !["--blind", "--hide"].includes(argv[i - 1]));
if (files.length !== 2) {
  console.error(
    "usage: node bench/audit-gate.mjs NEW.json BASE.json [--blind SPLIT]… [--hide SPLIT]… [--json]",
  );
  process.exit(2);
}
const [next, base] = files.map((f) => JSON.parse(readFileSync(f, "utf8")));
const blind = new Set([...(next.blindSplits ?? []), ...(base.blindSplits ?? []), ...many("--blind")]);
const rows = gateRows(next.results, base.results, unreadBy(blind, heldOutHalves()), new Set(many("--hide")));
if (argv.includes("--json")) {
  console.log(JSON.stringify(rows, null, 1));
} else {
  console.log(
    "rule                                   unread: caught refused lost | read: caught refused lost | ships",
  );
  for (const x of rows) {
    const u = x.unread;
    const r = x.read;
    console.log(
      `${x.rule.padEnd(38)} ${String(u.caught).padStart(14)} ${String(u.refused).padStart(7)} ${String(u.lost).padStart(4)} | ${String(r.caught).padStart(12)} ${String(r.refused).padStart(7)} ${String(r.lost).padStart(4)} | ${x.ships}`,
    );
  }
}
