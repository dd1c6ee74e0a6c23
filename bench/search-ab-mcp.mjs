// Interleaved A/B of two builds' MCP servers on one tree: `skillport mcp` spawned, an SDK client lists
// the tools and calls `search_skills`; per run the wall time from spawn to the result and the server's
// CPU time until it wrote that result (bench/lib/first-answer-hook.mjs). Builds alternate run by run,
// each with its own cache directory (parse cache, saved index and code cache warm: a restarted server):
//
//   node bench/search-ab-mcp.mjs --base OLD/dist/cli/bin.js --new dist/cli/bin.js --tree DIR [--runs 11]
//
// A build outside this checkout needs its own node_modules (a copy of the repository, built).
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { benchEnv } from "./lib/measure.mjs";

const HOOK = join(dirname(fileURLToPath(import.meta.url)), "lib", "first-answer-hook.mjs");
const args = process.argv.slice(2);
const flag = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const tree = resolve(flag("--tree"));
const runs = Number(flag("--runs", "11"));
const query = flag("--query", "review a pdf chart");
const builds = { base: resolve(flag("--base")), new: resolve(flag("--new", "dist/cli/bin.js")) };
const caches = Object.fromEntries(
  Object.keys(builds).map((k) => [k, mkdtempSync(join(tmpdir(), `abm-${k}-`))]),
);
process.on("exit", () => {
  for (const d of Object.values(caches)) rmSync(d, { recursive: true, force: true });
});

async function once(k, settle) {
  const env = { ...benchEnv(), XDG_CACHE_HOME: caches[k] };
  const t0 = performance.now();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [
      "--import",
      HOOK,
      builds[k],
      "mcp",
      "--no-user",
      "--no-project",
      "--root",
      tree,
      "--max-directories",
      "1000000",
    ],
    env,
    stderr: "pipe",
  });
  let err = "";
  transport.stderr?.on("data", (d) => {
    err += d;
  });
  const client = new Client({ name: "search-ab-mcp", version: "1" });
  await client.connect(transport);
  await client.listTools();
  const r = await client.callTool({ name: "search_skills", arguments: { query, k: 5 } });
  const wall = performance.now() - t0;
  if (settle) {
    // Until the saved index and the code cache are written (≤ 300 s).
    const dir = join(caches[k], "skillport");
    const has = (p) => {
      try {
        return readdirSync(dir).some((n) => n.startsWith(p));
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 3000 && !(has("search-") && has("code-")); i++)
      await new Promise((r) => setTimeout(r, 100));
    if (!has("search-")) throw new Error(`${k}: no saved index within 300 s`);
    // The load memo of a build that keeps one (src/mcp/load-memo.ts), written 1.5 s after its load.
    for (let i = 0; i < 50 && !has("load-"); i++) await new Promise((r) => setTimeout(r, 100));
  }
  await client.close();
  const m = /@@first-answer (\d+) (\d+)/.exec(err);
  if (!m || r.isError) throw new Error(`${k}: ${err.slice(-300)}`);
  return { wall, cpu: Number(m[1]) / 1000 };
}

for (const k of Object.keys(builds)) {
  await once(k, true);
  await once(k, false);
}
const out = { base: [], new: [] };
for (let i = 0; i < runs; i++)
  for (const k of i % 2 ? ["new", "base"] : ["base", "new"]) out[k].push(await once(k, false));
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const range = (xs) => `${med(xs).toFixed(1)} (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)})`;
console.log(
  `load ${loadavg()
    .map((x) => x.toFixed(1))
    .join(" ")}, ${runs} runs each, median (min–max) ms`,
);
for (const k of Object.keys(out))
  console.log(
    `${k}: wall ${range(out[k].map((x) => x.wall))}  server CPU ${range(out[k].map((x) => x.cpu))}`,
  );
const ratio = med(out.new.map((x) => x.cpu)) / med(out.base.map((x) => x.cpu));
console.log(`new ÷ base, server CPU: ${ratio.toFixed(3)}`);
