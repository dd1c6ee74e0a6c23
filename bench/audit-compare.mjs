#!/usr/bin/env node
// The audit over the real corpus, in process: CPU and wall time per run for one or more builds of the
// library, interleaved run by run (a shared machine's load hits each alike), plus the high findings.
//
//   node bench/audit-compare.mjs [--runs 5] [LIB.js …]   (default: this checkout's dist/index.js)
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const runs = args.includes("--runs") ? Number(args[args.indexOf("--runs") + 1]) : 5;
const libs = args.filter((a, i) => a.endsWith(".js") && args[i - 1] !== "--runs");
if (libs.length === 0) libs.push(join(HERE, "..", "dist", "index.js"));
const CORPUS = resolve(process.env.SKILLPORT_CORPUS ?? join(HERE, "..", "..", "shared", "corpus", "real"));
let manifest;
try {
  manifest = readFileSync(join(CORPUS, "MANIFEST.tsv"), "utf8");
} catch {
  console.log(`corpus not found at ${CORPUS}: nothing to measure (set SKILLPORT_CORPUS)`);
  process.exit(0);
}
const dirs = manifest
  .trim()
  .split("\n")
  .slice(1)
  .map((l) => l.split("\t"))
  .map(([repo, , , path]) => join(CORPUS, repo.replace("/", "__"), dirname(path)));
const skip = (d) => dirs.filter((o) => o.startsWith(`${d}/`));
const loaded = await Promise.all(libs.map((l) => import(pathToFileURL(resolve(l)).href)));
const stats = libs.map(() => ({ wall: [], cpu: [], high: 0 }));
const load0 = loadavg()[0];
for (let r = 0; r < runs; r++)
  for (const [i, lib] of loaded.entries()) {
    const t0 = process.hrtime.bigint();
    const c0 = process.cpuUsage();
    // One skill after another: the figure is the audit's own cost, not the disk's parallelism.
    let high = 0;
    for (const d of dirs)
      high += (await lib.auditSkill(d, { skip: skip(d) })).findings.filter(
        (f) => f.severity === "high",
      ).length;
    const c = process.cpuUsage(c0);
    stats[i].wall.push(Number(process.hrtime.bigint() - t0) / 1e6);
    stats[i].cpu.push((c.user + c.system) / 1000);
    stats[i].high = high;
  }
const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(
  `${dirs.length} corpus skills, ${runs} interleaved runs; load average ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${cpus().length} cores (shared machine)`,
);
console.log("| build | wall median ms | CPU median ms | CPU min ms | high findings |\n|---|---|---|---|---|");
for (const [i, l] of libs.entries())
  console.log(
    `| ${l} | ${med(stats[i].wall).toFixed(0)} | ${med(stats[i].cpu).toFixed(0)} | ${Math.min(...stats[i].cpu).toFixed(0)} | ${stats[i].high} |`,
  );
