// First-search latency: how long after start an MCP server or an agent answers its first search, at 1k,
// 10k and 100k skills on disk. Run after `npm run build`:
//
//   node bench/first-search.mjs [--sizes 1000,10000,100000] [--runs 5] [--json]
//
// Measurements per tree (bench/gen.mjs, flat, bodies 1–8 KiB):
// - mcp: `skillport mcp --root TREE` spawned; an MCP client (the SDK's) connects over stdio, lists the
//   tools (as clients do) and calls `search_skills`; the clock runs from the spawn to the tool's result. The parse cache, the saved
//   search index and the server's code cache are warm (a cache directory of this run), as they are for a server started again on
//   the same skills: the figure the 300 ms target is about. So is the server's load memo (src/mcp/load-memo.ts).
// - mcp, index not saved: the same with the saved index removed before each run (a first start): the
//   index is built from the metadata, bodies follow in the background.
// - mcp, skills edited: the same after one more SKILL.md's mtime changed before each run (run i starts
//   with i skills edited since the index was saved): the saved documents of the others are kept.
// - lib: a fresh Node process imports the library, `loadSkills` (parse cache) +
//   `createSearchIndex(set, { deferBodies: true, cacheDir })` + one `search`, clocked inside from the
//   start of the process (performance.timeOrigin) to the result: what an agent embedding the library
//   waits for.
// - floor: a Node script doing only what a restarted server cannot skip without risking a changed or
//   deleted skill (read the parse cache and the saved index, list the root, lstat every SKILL.md, one
//   record per skill), clocked from its process start; `node -e 0` is Node's own start.
// Each is run once to warm the page cache and the caches (waiting until the index is saved), then
// `--runs` times; the median is reported, with min–max.

import { spawnSync } from "node:child_process";
import { readdirSync, rmSync, utimesSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { generate } from "./gen.mjs";
import { benchEnv, summary } from "./lib/measure.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, "..", "dist", "cli", "bin.js");
const LIB = join(HERE, "..", "dist", "index.js");
const HOOK = join(HERE, "lib", "first-answer-hook.mjs");
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const sizes = opt("--sizes", "1000,10000,100000").split(",").map(Number);
const runs = Number(opt("--runs", "5"));
const asJson = args.includes("--json");
const QUERY = "review a pdf chart";

const env = () => benchEnv();
const CACHE_HOME = benchEnv().XDG_CACHE_HOME;
const CACHE = join(CACHE_HOME, "skillport");
const savedIndexes = () => {
  try {
    return readdirSync(CACHE)
      .filter((n) => n.startsWith("search-") && n.endsWith(".bin"))
      .map((n) => join(CACHE, n));
  } catch {
    return [];
  }
};
const hasFile = (prefix) => {
  try {
    return readdirSync(CACHE).some((n) => n.startsWith(prefix));
  } catch {
    return false;
  }
};
/** The server's code cache (src/cli/code-cache.ts), written once while it runs. */
const hasCodeCache = () => {
  try {
    return readdirSync(CACHE).some((n) => n.startsWith("code-"));
  } catch {
    return false;
  }
};
const removeSaved = () => {
  for (const p of savedIndexes()) rmSync(p, { force: true });
};

/**
 * Runs the server once; with `settle`, removes any saved index first and keeps the server running
 * until it has saved one (≤ 300 s).
 */
async function mcpOnce(tree, { settle = false } = {}) {
  if (settle) removeSaved();
  const t0 = performance.now();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [
      "--import",
      HOOK,
      CLI,
      "mcp",
      "--no-user",
      "--no-project",
      "--root",
      tree,
      "--max-directories",
      "1000000",
    ],
    env: env(),
    stderr: "pipe",
  });
  let err = "";
  transport.stderr?.on("data", (d) => {
    err += d;
  });
  const client = new Client({ name: "first-search-bench", version: "1" });
  await client.connect(transport);
  const tInit = performance.now();
  // As a client does: list the tools (the skill tool's description holds the catalog), then call one.
  await client.listTools();
  const tList = performance.now();
  const r = await client.callTool({ name: "search_skills", arguments: { query: QUERY, k: 5 } });
  const t1 = performance.now();
  const text = r.content?.[0]?.text ?? "";
  if (settle) {
    const until = Date.now() + 300_000;
    while ((savedIndexes().length === 0 || !hasCodeCache()) && Date.now() < until)
      await new Promise((res) => setTimeout(res, 100));
    if (savedIndexes().length === 0) throw new Error("the server saved no search index within 300 s");
    if (!hasCodeCache()) throw new Error("the server wrote no code cache within 300 s");
    // Its load memo (src/mcp/load-memo.ts), written 1.5 s after the load: a restarted server uses it.
    for (let i = 0; i < 50 && !hasFile("load-"); i++) await new Promise((res) => setTimeout(res, 100));
  }
  await client.close();
  const m = /@@first-answer (\d+) (\d+)/.exec(err);
  if (!m) throw new Error(`no CPU figure from the server: ${err.slice(-300)}`);
  if (r.isError || !/count="[1-9]/.test(text))
    throw new Error(`search_skills answered: ${text.slice(0, 300)}`);
  return {
    ms: t1 - t0,
    initMs: tInit - t0,
    listMs: tList - t0,
    cpuMs: Number(m[1]) / 1000,
    uptimeMs: Number(m[2]) / 1000,
  };
}

const LIB_SCRIPT = `
const { loadSkills, createSearchIndex } = await import(${JSON.stringify(LIB)});
const tree = process.argv[1];
const dir = process.argv[2];
const set = await loadSkills({ roots: [{ path: tree, scope: "project" }], user: false, project: false,
  builtins: false, maxDirectories: 1000000, cache: { dir } });
const tLoad = performance.now();
const c0 = process.cpuUsage();
const indexCpu = () => { const d = process.cpuUsage(c0); return (d.user + d.system) / 1000; };
const index = await createSearchIndex(set, { deferBodies: true, cacheDir: dir });
const hits = index.search(${JSON.stringify(QUERY)}, { k: 5 });
const t = performance.now();
const u = process.cpuUsage();
if (hits.length === 0) throw new Error("no hits");
process.stdout.write(JSON.stringify({ ms: t, cpuMs: (u.user + u.system) / 1000, loadMs: tLoad, indexMs: t - tLoad, indexCpuMs: indexCpu(), skills: set.skills.length }));
// The warm-up run waits for the bodies, then until the cache directory holds its saved index too.
if (process.argv[3] !== "") {
  const { readdirSync } = await import("node:fs");
  const count = () => readdirSync(dir).filter((n) => n.startsWith("search-")).length;
  await index.ready;
  for (let i = 0; i < 3000 && count() < Number(process.argv[3]); i++) await new Promise((r) => setTimeout(r, 100));
}
process.exit(0);
`;

// The floor: what any restarted server must do before it may answer from its caches without serving
// a changed or deleted skill — start Node, read the parse cache and the saved index, list the root,
// lstat every SKILL.md and build one record per skill. No MCP, no parsing, no ranking.
const FLOOR_SCRIPT = `
import { readdirSync, readFileSync, lstatSync } from "node:fs";
const [tree, dir] = process.argv.slice(1);
const largest = (prefix) => readdirSync(dir).filter((n) => n.startsWith(prefix))
  .map((n) => ({ n, size: lstatSync(dir + "/" + n).size })).sort((a, b) => b.size - a.size)[0].n;
const cache = JSON.parse(readFileSync(dir + "/" + largest("parse-"), "utf8"));
const known = new Map(cache.entries.map((e) => [e[0], e]));
readFileSync(dir + "/" + largest("search-"));
const skills = [];
for (const d of readdirSync(tree, { withFileTypes: true })) {
  if (!d.isDirectory() || d.name.startsWith(".")) continue;
  const rel = d.name + "/SKILL.md";
  const st = lstatSync(tree + "/" + rel, { throwIfNoEntry: false });
  const e = known.get(rel);
  if (st && e && st.size === e[1] && st.mtimeMs === e[2])
    skills.push({ name: e[5], description: e[6], location: tree + "/" + rel, directory: tree + "/" + d.name });
}
if (skills.length === 0) throw new Error("the floor found no cached skill");
process.stdout.write(JSON.stringify({ ms: performance.now(), skills: skills.length }));
`;

function floorOnce(tree) {
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", FLOOR_SCRIPT, tree, CACHE], {
    env: env(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (r.status !== 0) throw new Error(r.stderr.toString().slice(-500));
  return JSON.parse(r.stdout.toString());
}

/** Node's own start: `node -e 0`, spawn to exit. */
function nodeOnce() {
  const t0 = performance.now();
  spawnSync(process.execPath, ["-e", "0"], { env: env(), stdio: "ignore" });
  return performance.now() - t0;
}

/** Runs the library once; with `settleAt`, until the cache directory holds that many saved indexes. */
function libOnce(tree, settleAt) {
  const t0 = performance.now();
  const args = ["--input-type=module", "-e", LIB_SCRIPT, tree, CACHE, settleAt ? String(settleAt) : ""];
  const r = spawnSync(process.execPath, args, {
    env: env(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const wall = performance.now() - t0;
  if (r.status !== 0) throw new Error(r.stderr.toString().slice(-500));
  return { wall, ...JSON.parse(r.stdout.toString()) };
}

const f = (x) => (x < 100 ? x.toFixed(1) : Math.round(x));
const cell = (xs) => {
  const s = summary(xs);
  return `${f(s.median)} (${f(s.min)}–${f(s.max)})`;
};

const rows = [];
for (const n of sizes) {
  const tree = generate({ n, layout: "flat", body: n >= 100000 ? "1" : "1-8" });
  // The parse cache records only files older than 2 s: let a tree written just now age first.
  await new Promise((r) => setTimeout(r, 2100));
  const cold = [];
  for (let i = 0; i < runs; i++) {
    removeSaved();
    cold.push(await mcpOnce(tree));
  }
  // The server's saved index first, then the library's (another file: other roots).
  await mcpOnce(tree, { settle: true });
  libOnce(tree, 2);
  if (savedIndexes().length < 2) throw new Error("the library saved no search index");
  const mcp = [];
  const edited = [];
  const lib = [];
  const floor = [];
  const bare = [];
  for (let i = 0; i < runs; i++) {
    mcp.push(await mcpOnce(tree));
    lib.push(libOnce(tree));
    floor.push(floorOnce(tree).ms);
    bare.push(nodeOnce());
  }
  // Edits last: the servers stop before saving again, so the edits add up (run i: i skills changed).
  // The file's ctime is now: the parse cache reads it again at each start, as after a real edit.
  const dirs = readdirSync(tree).filter((d) => !d.startsWith("."));
  for (let i = 0; i < runs; i++) {
    const at = new Date(Date.now() - 3000);
    utimesSync(join(tree, dirs[(i * 997) % dirs.length], "SKILL.md"), at, at);
    edited.push(await mcpOnce(tree));
  }
  rows.push({
    skills: n,
    mcpMs: mcp.map((x) => x.ms),
    mcpInitMs: mcp.map((x) => x.initMs),
    mcpListMs: mcp.map((x) => x.listMs),
    floorMs: floor,
    nodeMs: bare,
    mcpCpuMs: mcp.map((x) => x.cpuMs),
    coldMs: cold.map((x) => x.ms),
    editedMs: edited.map((x) => x.ms),
    coldCpuMs: cold.map((x) => x.cpuMs),
    libMs: lib.map((x) => x.ms),
    libCpuMs: lib.map((x) => x.cpuMs),
    libLoadMs: lib.map((x) => x.loadMs),
    libIndexMs: lib.map((x) => x.indexMs),
    libIndexCpuMs: lib.map((x) => x.indexCpuMs),
    libWallMs: lib.map((x) => x.wall),
  });
  if (!asJson) console.error(`done ${n}`);
}

if (asJson) console.log(JSON.stringify({ node: process.version, runs, rows }, null, 2));
else {
  const load = (await import("node:os")).loadavg().map((x) => x.toFixed(1));
  console.log(
    `node ${process.version}, median (min–max) ms of ${runs} runs, load average ${load.join(" ")}\n`,
  );
  console.log(
    "| skills | mcp: spawn → first search_skills result, wall | mcp: server CPU until it | mcp: spawn → initialize reply | mcp: → tools/list reply | mcp, index not saved: wall | the same, CPU | mcp, skills edited since the save: wall | lib: process start → first search, wall | lib: CPU until it | lib: loadSkills done at | lib: index + search, wall | the same, CPU | floor | node -e 0 | mcp ÷ floor | lib ÷ floor |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  const ratio = (a, b) => (summary(a).median / summary(b).median).toFixed(2);
  for (const r of rows)
    console.log(
      `| ${r.skills} | ${cell(r.mcpMs)} | ${cell(r.mcpCpuMs)} | ${cell(r.mcpInitMs)} | ${cell(r.mcpListMs)} | ${cell(r.coldMs)} | ${cell(r.coldCpuMs)} | ${cell(r.editedMs)} | ${cell(r.libMs)} | ${cell(r.libCpuMs)} | ${cell(r.libLoadMs)} | ${cell(r.libIndexMs)} | ${cell(r.libIndexCpuMs)} | ${cell(r.floorMs)} | ${cell(r.nodeMs)} | ${ratio(r.mcpMs, r.floorMs)} | ${ratio(r.libMs, r.floorMs)} |`,
    );
}
