#!/usr/bin/env node
// The audit over the real corpus, in process: CPU and wall time per run for one or more builds of the
// library, interleaved run by run (a shared machine's load hits each alike), plus the high findings.
//
//   node bench/audit-compare.mjs [--runs 5] [--passes 2] [LIB.js …]   (default: this checkout's dist/index.js)
//
// Each build is measured in its own child process (builds take turns, run after run); a child makes a
// warm-up pass, then `--passes` counted passes over the corpus, one skill after another.
//
// Two CPU figures: the process's (process.cpuUsage: every thread, V8's background compiler and GC threads
// included, what the corpus bar has read so far) and the main thread's alone (Linux's
// /proc/thread-self/schedstat, nanoseconds on a CPU; Node 20 has no process.threadCpuUsage, and
// performance.eventLoopUtilization counts time the loop was busy, waiting for a core included, not CPU).
// Elsewhere the main-thread column reads "n/a".
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { benchCorpus } from "./lib/corpus.mjs";

const run = promisify(execFile);

const HERE = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const num = (k, d) => (args.includes(k) ? Number(args[args.indexOf(k) + 1]) : d);
const runs = num("--runs", 5);
const passes = num("--passes", 2);
const libs = args.filter(
  (a, i) => a.endsWith(".js") && args[i - 1] !== "--runs" && args[i - 1] !== "--passes",
);
if (libs.length === 0) libs.push(join(HERE, "..", "dist", "index.js"));
const CORPUS = benchCorpus();
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
// Each skill's nested skills (skipped: they are audited on their own), found once before any pass: found per
// skill inside the pass, this O(skills²) filter of the harness's was counted as the audit's CPU (~3% of it).
const skips = new Map(dirs.map((d) => [d, dirs.filter((o) => o.startsWith(`${d}/`))]));

/** The main thread's CPU time in ms (this is the main thread), or NaN where the kernel does not tell. */
function threadMs() {
  try {
    return Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
  } catch {
    return Number.NaN;
  }
}

// One corpus pass, in this process: CPU (the process's and the main thread's), wall and the high findings.
async function pass(lib) {
  const t0 = process.hrtime.bigint();
  const m0 = threadMs();
  const c0 = process.cpuUsage();
  // One skill after another: the figure is the audit's own cost, not the disk's parallelism.
  let high = 0;
  for (const d of dirs)
    high += (await lib.auditSkill(d, { skip: skips.get(d) })).findings.filter(
      (f) => f.severity === "high",
    ).length;
  const c = process.cpuUsage(c0);
  const thread = threadMs() - m0;
  return { wall: Number(process.hrtime.bigint() - t0) / 1e6, cpu: (c.user + c.system) / 1000, thread, high };
}

// A child measures one build: a first pass (loading, compiling, warming up; not counted), then `passes`.
if (args.includes("--child")) {
  const lib = await import(pathToFileURL(resolve(libs[0])).href);
  await pass(lib);
  const out = [];
  for (let p = 0; p < passes; p++) out.push(await pass(lib));
  process.stdout.write(JSON.stringify(out));
  process.exit(0);
}

// Each build runs in its own process, the builds taking turns: two builds loaded in one process slowed
// whichever ran second by up to 2x (their compiled expressions and caches compete), which hid the difference.
const stats = libs.map(() => ({ wall: [], cpu: [], thread: [], high: 0 }));
const load0 = loadavg()[0];
const script = fileURLToPath(import.meta.url);
for (let r = 0; r < runs; r++)
  for (const [i, l] of libs.entries()) {
    const { stdout } = await run(process.execPath, [script, "--child", "--passes", String(passes), l], {
      maxBuffer: 1 << 20,
      env: process.env,
    });
    for (const x of JSON.parse(stdout)) {
      stats[i].wall.push(x.wall);
      stats[i].cpu.push(x.cpu);
      stats[i].thread.push(x.thread ?? Number.NaN);
      stats[i].high = x.high;
    }
  }
const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(
  `${dirs.length} corpus skills; ${runs} processes per build taking turns, each ${passes} counted passes after a warm-up pass; load average ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${cpus().length} cores (shared machine)`,
);
const ms = (x) => (Number.isNaN(x) ? "n/a" : x.toFixed(0));
console.log(
  "| build | wall median ms | CPU median ms | CPU min ms | main-thread CPU median ms | main-thread CPU min ms | high findings |\n|---|---|---|---|---|---|---|",
);
for (const [i, l] of libs.entries())
  console.log(
    `| ${l} | ${med(stats[i].wall).toFixed(0)} | ${med(stats[i].cpu).toFixed(0)} | ${Math.min(...stats[i].cpu).toFixed(0)} | ${ms(med(stats[i].thread))} | ${ms(Math.min(...stats[i].thread))} | ${stats[i].high} |`,
  );
if (libs.length > 1)
  for (let i = 1; i < libs.length; i++)
    console.log(
      `${libs[i]} / ${libs[0]}: CPU median ${(med(stats[i].cpu) / med(stats[0].cpu)).toFixed(2)}×, main-thread CPU median ${(med(stats[i].thread) / med(stats[0].thread)).toFixed(2)}×`,
    );
