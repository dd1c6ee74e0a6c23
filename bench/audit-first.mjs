#!/usr/bin/env node
// What a one-off `skillport audit` or `skillport add` pays for the audit in a fresh process: the first
// audit of a small skill (which builds the hint-word table, compiles the rules' expressions, loads the
// look-alike map on first need) against a second audit of the same skill in the same process.
//
//   node bench/audit-first.mjs [--runs 15] [--skill DIR] [LIB.js …]   (default: this checkout's dist/index.js)
//
// Each run is a new process per build, the builds taking turns. Figures are medians: CPU (user + system,
// the process's every thread) and wall of the import, of the first audit and of the second; "once" is
// first − second, the one-time cost a process pays.
import { execFile } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const HERE = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (k, d) => (args.includes(k) ? args[args.indexOf(k) + 1] : d);
const runs = Number(opt("--runs", 15));
const skill = resolve(opt("--skill", join(HERE, "..", "examples", "skills", "csv-insights")));
const libs = args.filter((a, i) => a.endsWith(".js") && !["--runs", "--skill"].includes(args[i - 1]));
if (libs.length === 0) libs.push(join(HERE, "..", "dist", "index.js"));

const cpuMs = (c) => (c.user + c.system) / 1000;
async function timed(f) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await f();
  return { value, cpu: cpuMs(process.cpuUsage(c0)), wall: performance.now() - t0 };
}

if (args.includes("--child")) {
  const imp = await timed(() => import(pathToFileURL(resolve(libs[0])).href));
  const lib = imp.value;
  const first = await timed(() => lib.auditSkill(skill));
  const second = await timed(() => lib.auditSkill(skill));
  if (JSON.stringify(first.value.findings) !== JSON.stringify(second.value.findings))
    throw new Error("the second audit differs from the first");
  const out = { import: imp, first, second };
  for (const v of Object.values(out)) delete v.value;
  process.stdout.write(JSON.stringify(out));
  process.exit(0);
}

const keys = ["import", "first", "second"];
const stats = libs.map(() => Object.fromEntries([...keys, "once"].map((k) => [k, { cpu: [], wall: [] }])));
const load0 = loadavg()[0];
const script = fileURLToPath(import.meta.url);
for (let r = 0; r < runs; r++)
  for (const [i, l] of libs.entries()) {
    const { stdout } = await run(process.execPath, [script, "--child", "--skill", skill, l]);
    const x = JSON.parse(stdout);
    for (const k of keys) for (const m of ["cpu", "wall"]) stats[i][k][m].push(x[k][m]);
    for (const m of ["cpu", "wall"]) stats[i].once[m].push(x.first[m] - x.second[m]);
  }
const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(
  `skill ${skill}; ${runs} fresh processes per build taking turns; load average ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${cpus().length} cores (shared machine)`,
);
console.log(
  "| build | import CPU / wall ms | first audit CPU / wall ms | second audit CPU / wall ms | once (first − second) CPU ms |",
);
console.log("|---|---|---|---|---|");
const f = (s) => `${med(s.cpu).toFixed(1)} / ${med(s.wall).toFixed(1)}`;
for (const [i, l] of libs.entries()) {
  const s = stats[i];
  console.log(`| ${l} | ${f(s.import)} | ${f(s.first)} | ${f(s.second)} | ${med(s.once.cpu).toFixed(1)} |`);
}
