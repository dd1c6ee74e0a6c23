#!/usr/bin/env node
// Scores one build on a JSON set of skills written for this project (test/fixtures/audit/own-*.json: name →
// { label, half, what, files }), per half: how many are refused at high, how many have any finding, and
// for each sample its strongest finding. The `heldout` half is fixed in the file before any rule is
// written from the set; rules are tuned on the `tune` half only.
//
//   node bench/audit-own-set.mjs [--lib LIB.js] [--file test/fixtures/audit/own-reader-attacks.json] [--quiet]
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const value = (k, d) => (args.includes(k) ? args[args.indexOf(k) + 1] : d);
const libPath = resolve(value("--lib", join(HERE, "..", "dist", "index.js")));
const file = resolve(
  value("--file", join(HERE, "..", "test", "fixtures", "audit", "own-reader-attacks.json")),
);
const lib = await import(pathToFileURL(libPath).href);
const set = Object.entries(JSON.parse(readFileSync(file, "utf8"))).filter(([k]) => !k.startsWith("_"));
const RANK = { high: 3, medium: 2, low: 1 };
const tmp = mkdtempSync(join(tmpdir(), "audit-own-"));
const totals = new Map();
const lines = [];
for (const [name, s] of set) {
  const d = join(tmp, name.replace(/[^\w.-]/g, "_"));
  for (const [p, t] of Object.entries(s.files)) {
    mkdirSync(dirname(join(d, p)), { recursive: true });
    writeFileSync(join(d, p), t);
  }
  const { findings } = await lib.auditSkill(d);
  const top = [...findings].sort((a, b) => RANK[b.severity] - RANK[a.severity])[0];
  const high = findings.some((f) => f.severity === "high");
  const key = `${s.half ?? "all"} ${s.label}`;
  const t = totals.get(key) ?? { n: 0, high: 0, any: 0 };
  t.n++;
  t.high += high ? 1 : 0;
  t.any += findings.length > 0 ? 1 : 0;
  totals.set(key, t);
  lines.push(`| ${name} | ${s.half ?? ""} | ${top ? `${top.severity} ${top.rule}` : "none"} |`);
}
rmSync(tmp, { recursive: true, force: true });
console.log(
  `# ${file.split("/").pop()} — lib ${libPath}, ${new Date().toISOString()}, load ${loadavg()[0].toFixed(1)}`,
);
console.log("\n| half, label | samples | high | any finding |\n|---|---|---|---|");
for (const [k, t] of [...totals].sort()) console.log(`| ${k} | ${t.n} | ${t.high} | ${t.any} |`);
if (!args.includes("--quiet"))
  console.log(`\n| sample | half | strongest finding |\n|---|---|---|\n${lines.join("\n")}`);
