// Interleaved A/B of two library builds' `loadSkills` with a warm parse cache, each run in a fresh Node
// process (what a restarted server or agent pays: code not yet optimised). Per run: the CPU time of the
// call (all threads), and how much of it ran on the main thread and on V8's helper threads (concurrent
// compilation, parallel and concurrent GC), from /proc/self/task (Linux; elsewhere only the total).
//
//   node bench/load-ab.mjs --base OLD/dist/index.js [--new dist/index.js] --tree DIR [--runs 9]
//
// A tree: `node -e 'import("./bench/gen.mjs").then(g => console.log(g.generate({ n: 10000 })))'`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { benchEnv } from "./lib/measure.mjs";

const args = process.argv.slice(2);
const flag = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const tree = resolve(flag("--tree"));
const runs = Number(flag("--runs", "9"));
const builds = { base: resolve(flag("--base")), new: resolve(flag("--new", "dist/index.js")) };
const cache = mkdtempSync(join(tmpdir(), "load-ab-"));
process.on("exit", () => rmSync(cache, { recursive: true, force: true }));

// The child: per-thread CPU (ms) around one loadSkills call.
const CHILD = `
import { readdirSync, readFileSync } from "node:fs";
const [lib, tree, dir] = process.argv.slice(1);
const threads = () => {
  const o = {};
  try {
    for (const t of readdirSync("/proc/self/task"))
      o[t] = Number(readFileSync("/proc/self/task/" + t + "/schedstat", "utf8").split(" ")[0]) / 1e6;
  } catch {}
  return o;
};
const { loadSkills } = await import(lib);
const t0 = threads();
const c0 = process.cpuUsage();
const set = await loadSkills({ roots: [tree], user: false, project: false, builtins: false, maxDirectories: 1e6, cache: { dir } });
const c = process.cpuUsage(c0);
const t1 = threads();
const main = String(process.pid);
let helpers = 0;
for (const k in t1) if (k !== main) helpers += t1[k] - (t0[k] ?? 0);
const mainMs = t1[main] === undefined ? null : t1[main] - t0[main];
console.log(JSON.stringify({ cpu: (c.user + c.system) / 1000, main: mainMs, helpers: mainMs === null ? null : helpers, skills: set.skills.length }));
`;

function once(k) {
  const r = spawnSync(
    process.execPath,
    ["--input-type=module", "-e", CHILD, pathToFileURL(builds[k]).href, tree, cache],
    { env: benchEnv(), encoding: "utf8" },
  );
  if (r.status !== 0) throw new Error(`${k}: ${r.stderr.slice(-500)}`);
  return JSON.parse(r.stdout);
}

// Each build writes its own parse cache file (the file name holds the build) on its first load.
for (const k of Object.keys(builds)) once(k);
const out = { base: [], new: [] };
for (let i = 0; i < runs; i++)
  for (const k of i % 2 ? ["new", "base"] : ["base", "new"]) out[k].push(once(k));
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cell = (xs) => `${med(xs).toFixed(1)} (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)})`;
console.log(
  `load ${loadavg()
    .map((x) => x.toFixed(1))
    .join(" ")}, ${runs} runs each, ${out.base[0].skills} skills, median (min–max) ms of CPU`,
);
for (const k of Object.keys(out)) {
  const rs = out[k];
  const threads =
    rs[0].main === null
      ? ""
      : `  main ${cell(rs.map((r) => r.main))}  helpers ${cell(rs.map((r) => r.helpers))}`;
  console.log(`${k}: loadSkills ${cell(rs.map((r) => r.cpu))}${threads}`);
}
console.log(
  `new ÷ base, CPU: ${(med(out.new.map((r) => r.cpu)) / med(out.base.map((r) => r.cpu))).toFixed(3)}`,
);
