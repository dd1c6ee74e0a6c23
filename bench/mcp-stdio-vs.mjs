#!/usr/bin/env node
// The `skill` tool's per-call cost over stdio, skillport against another stdio skills server with a
// `skill` tool taking `{ name }` (e.g. a built skilljack-mcp, started as `node OTHER TREE`), on the
// same generated tree, alternated: each round starts both servers fresh in turn (the order swaps every
// round), times spawn → initialize answered, warms every skill once, then times CALLS sequential
// calls. Run after `npm run build`:
//
//   node bench/mcp-stdio-vs.mjs --other-js PATH [--skills 200] [--calls 300] [--rounds 6] [--json]
//
// Prints per server the median over rounds of each round's p50 (and cpu/call of the server process,
// from /proc), the ratios skillport / other, and the load average. The machine may be shared: read the
// ratios, which are measured interleaved, more than the absolute figures.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { generate } from "./gen.mjs";
import { benchEnv, median, quantile } from "./lib/measure.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const SKILLS = Number(arg("skills", 200));
const CALLS = Number(arg("calls", 300));
const ROUNDS = Number(arg("rounds", 6));
const OTHER = arg("other-js", undefined);
if (OTHER === undefined) {
  console.error("usage: node bench/mcp-stdio-vs.mjs --other-js PATH [--skills N] [--calls N] [--rounds N]");
  process.exit(2);
}
const CLI = join(import.meta.dirname, "..", "dist", "cli", "bin.js");
const tree = generate({ n: SKILLS, layout: "flat", body: "1-8" });
// Flat layout: each directory is one skill, named like its directory.
const names = readdirSync(tree, { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(join(tree, e.name, "SKILL.md")))
  .map((e) => e.name)
  .sort();

const servers = {
  skillport: [CLI, "mcp", "--root", tree, "--no-user", "--no-project", "--no-watch"],
  other: [OTHER, tree],
};

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** One fresh server: start-up, then CALLS timed calls (after one warm call per skill). */
async function measure(args) {
  const t0 = performance.now();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args,
    env: benchEnv(),
    stderr: "ignore",
  });
  const client = new Client({ name: "bench", version: "1" });
  await client.connect(transport);
  const startMs = performance.now() - t0;
  const nameOf = (i) => names[i % names.length];
  const call = async (i) => {
    const r = await client.callTool({ name: "skill", arguments: { name: nameOf(i) } });
    if (r.isError) throw new Error(`activation failed: ${JSON.stringify(r.content).slice(0, 200)}`);
  };
  for (let i = 0; i < SKILLS; i++) await call(i);
  const c0 = cpuMs(transport.pid);
  const times = [];
  for (let i = 0; i < CALLS; i++) {
    const t = performance.now();
    await call(i);
    times.push(performance.now() - t);
  }
  const cpu = (cpuMs(transport.pid) - c0) / CALLS;
  await client.close();
  return { startMs, p50: quantile(times, 0.5), p95: quantile(times, 0.95), cpu };
}

const load0 = loadavg();
const rounds = { skillport: [], other: [] };
for (let r = 0; r < ROUNDS; r++) {
  const order = r % 2 === 0 ? ["skillport", "other"] : ["other", "skillport"];
  for (const k of order) rounds[k].push(await measure(servers[k]));
}
const load1 = loadavg();

const med = (k, f) => median(rounds[k].map((x) => x[f]));
const out = {
  skills: SKILLS,
  calls: CALLS,
  rounds: ROUNDS,
  loadavg: { before: load0.map((x) => x.toFixed(2)), after: load1.map((x) => x.toFixed(2)) },
  servers: Object.fromEntries(
    ["skillport", "other"].map((k) => [
      k,
      { startMs: med(k, "startMs"), p50: med(k, "p50"), p95: med(k, "p95"), cpuPerCall: med(k, "cpu") },
    ]),
  ),
  ratio: {
    p50: med("skillport", "p50") / med("other", "p50"),
    cpuPerCall: med("skillport", "cpu") / med("other", "cpu"),
    start: med("skillport", "startMs") / med("other", "startMs"),
  },
  perRoundP50Ratio: rounds.skillport.map((s, i) => s.p50 / rounds.other[i].p50),
};
if (process.argv.includes("--json")) console.log(JSON.stringify(out, null, 2));
else {
  const f = (x) => x.toFixed(3);
  console.log(
    `stdio skill tool, ${SKILLS} skills, ${CALLS} calls x ${ROUNDS} alternated rounds (ms, medians of rounds)`,
  );
  for (const [k, s] of Object.entries(out.servers)) {
    console.log(
      `  ${k.padEnd(10)} start ${s.startMs.toFixed(1)}  p50 ${f(s.p50)}  p95 ${f(s.p95)}  cpu/call ${f(s.cpuPerCall)}`,
    );
  }
  console.log(
    `  ratio skillport/other: p50 ${out.ratio.p50.toFixed(2)}x  cpu/call ${out.ratio.cpuPerCall.toFixed(2)}x  start ${out.ratio.start.toFixed(2)}x`,
  );
  console.log(`  per-round p50 ratios: ${out.perRoundP50Ratio.map((x) => x.toFixed(2)).join(" ")}`);
  console.log(
    `  load average before ${out.loadavg.before.join(" ")}, after ${out.loadavg.after.join(" ")} (shared machine)`,
  );
}
