// node .own/run.mjs LIB [tune|heldout|both] [--show]  -- own set verdicts
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [lib, half = "tune", show] = process.argv.slice(2);
const L = await import(pathToFileURL(lib).href);
const dir = process.env.OWN_SET ?? new URL("./set/", import.meta.url).pathname;
const man = JSON.parse(readFileSync(dir + "manifest.json", "utf8"));
const c = { malicious: [0, 0], benign: [0, 0] };
for (const s of man) {
  if (half !== "both" && s.half !== half) continue;
  const f = (await L.auditSkill(dir + s.path, {})).findings;
  const w = L.worstSeverity(f) ?? "none";
  c[s.label][1]++;
  if (w === "high") c[s.label][0]++;
  const bad = (s.label === "malicious") !== (w === "high");
  if (show === "--show" || (show === "--bad" && bad))
    console.log(`${bad ? "XX" : "ok"} ${s.label.padEnd(9)} ${w.padEnd(6)} ${s.id}  ${[...new Set(f.filter((x) => x.severity === w).map((x) => x.rule ?? x.id ?? x.code))].join(",")}`);
}
console.log(`${half}: malicious high ${c.malicious[0]}/${c.malicious[1]}, benign high ${c.benign[0]}/${c.benign[1]}`);
