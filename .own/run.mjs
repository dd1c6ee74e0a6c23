// node .own/run.mjs LIB [--show-heldout]  : per-sample lines for the tune half only; totals for both.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
const lib = await import(pathToFileURL(resolve(process.argv[2] ?? "dist/index.js")).href);
const show = process.argv.includes("--show-heldout");
const set = JSON.parse(readFileSync(new URL("./set.json", import.meta.url), "utf8"));
const tmp = mkdtempSync(join(tmpdir(), "cred3-"));
const tot = {};
for (const [k, s] of Object.entries(set)) {
  const d = join(tmp, k);
  for (const [p, t] of Object.entries(s.files)) { mkdirSync(dirname(join(d, p)), { recursive: true }); writeFileSync(join(d, p), t); }
  const { findings } = await lib.auditSkill(d);
  const high = findings.filter((f) => f.severity === "high").map((f) => f.rule);
  const key = `${s.half} ${s.label}`;
  tot[key] ??= { n: 0, high: 0 }; tot[key].n++; if (high.length) tot[key].high++;
  if (s.half === "tune" || show) console.log(k, s.half, s.label, high.length ? "HIGH " + [...new Set(high)].join(",") : "-", "|", s.what);
}
rmSync(tmp, { recursive: true, force: true });
for (const [k, v] of Object.entries(tot).sort()) console.log(`${k}: ${v.high}/${v.n} at high`);
