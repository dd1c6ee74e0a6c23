#!/usr/bin/env node
// Per-call cost of the MCP server: a `skill` activation in process (the tool alone, then through the
// SDK over an in-memory transport), over one Streamable HTTP session (one call at a time, then N at
// once) and over stdio against `skillport mcp` as a child process. Run after `npm run build`:
//
//   node bench/mcp-calls.mjs [--skills 200] [--calls 200] [--rounds 3] [--cli PATH] [--lib PATH] [--other-js PATH] [--json]
//
// Every call activates a different skill of a generated tree (round robin), so "cached" means the
// server has activated that skill before, not that the same answer is replayed. Wall times move with
// the machine's load; "cpu/call" (CPU time of this process per call, or of the stdio server) moves less.
// In-process HTTP figures include the client's own work (fetch, SSE parsing) in the same process.

import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { generate } from "./gen.mjs";
import { benchEnv } from "./lib/measure.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const SKILLS = arg("skills", 200);
const CALLS = arg("calls", 200);
const JSON_OUT = process.argv.includes("--json");
const ROUNDS = arg("rounds", 3);
/** Another build's CLI to measure over HTTP and stdio (an A/B comparison), default this one's. */
const cliAt = process.argv.indexOf("--cli");
/** The library of that build for the in-process figures: its dist/index.js. */
const libAt = process.argv.indexOf("--lib");
const { createMcpServer } = await import(
  libAt === -1 ? "../dist/index.js" : pathToFileURL(process.argv[libAt + 1]).href
);
const CLI = cliAt === -1 ? join(import.meta.dirname, "..", "dist", "cli", "bin.js") : process.argv[cliAt + 1];

const tree = generate({ n: SKILLS, layout: "flat", body: "1-8" });
const load = { roots: [tree], user: false, project: false, watch: false };
const SERVE = ["mcp", "--root", tree, "--no-user", "--no-project", "--no-watch"];

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const summary = (xs) => ({
  p50: quantile(xs, 0.5),
  p95: quantile(xs, 0.95),
  mean: xs.reduce((a, b) => a + b, 0) / xs.length,
});
const results = {};
const record = (label, xs, extra = {}) => {
  results[label] = { ...summary(xs), cpuPerCall: xs.cpu, n: xs.length, ...extra };
};

/** CPU time (user + system, ms) of this process, or of another one by pid (Linux /proc). */
function cpuMs(pid) {
  if (pid === undefined) {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  }
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks, USER_HZ 100
}

/** Latencies of n sequential calls; `cpu` is CPU ms per call of this process (or of `pid`). */
async function timeEach(n, fn, pid) {
  const out = [];
  const c0 = cpuMs(pid);
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    out.push(performance.now() - t0);
  }
  out.cpu = (cpuMs(pid) - c0) / n;
  return out;
}

const mcp = await createMcpServer(load);
const names = mcp
  .snapshot()
  .set.skills.filter((s) => s.modelInvocable && s.scope !== "builtin")
  .map((s) => s.name);
const nameOf = (i) => names[i % names.length];
const call = (client, i) =>
  client.callTool({ name: "skill", arguments: { name: nameOf(i) } }).then((r) => {
    if (r.isError) throw new Error(`activation failed: ${JSON.stringify(r.content)}`);
  });

// 1. The tool alone: what a request costs without any transport.
const tool = mcp.snapshot().skillTool;
await timeEach(names.length, (i) => tool.execute({ name: nameOf(i) })); // first activation of each
record(
  "in-process: skill tool execute, cached",
  await timeEach(CALLS * 5, (i) => tool.execute({ name: nameOf(i) })),
);

// 2. Through the SDK (JSON-RPC, schema validation) over an in-memory transport.
{
  const [a, b] = InMemoryTransport.createLinkedPair();
  await mcp.connect(a);
  const client = new Client({ name: "bench", version: "1" });
  await client.connect(b);
  await timeEach(20, (i) => call(client, i));
  record("in-process: tools/call over the SDK, cached", await timeEach(CALLS * 5, (i) => call(client, i)));
  await client.close();
}

// 3. Streamable HTTP, one session, against `skillport mcp --http` as a child process (so "cpu/call"
// is the server's alone).
{
  const child = spawn(process.execPath, [CLI, ...SERVE, "--http", "--port", "0"], {
    env: benchEnv(),
    stdio: ["ignore", "ignore", "pipe"],
  });
  const url = await new Promise((ok, fail) => {
    let err = "";
    child.stderr.on("data", (c) => {
      err += c;
      const m = /at (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(err);
      if (m) ok(m[1]);
    });
    child.on("exit", (code) => fail(new Error(`skillport mcp --http exited ${code}: ${err}`)));
  });
  const client = new Client({ name: "bench", version: "1" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  await timeEach(names.length, (i) => call(client, i));
  record("http: one call at a time (cpu: server)", await timeEach(CALLS, (i) => call(client, i), child.pid));
  /** ROUNDS rounds of CALLS calls at once: each call's latency, the server's CPU per call, the wall. */
  const concurrentRounds = async (label, one) => {
    for (let round = 0; round < ROUNDS; round++) {
      const lat = [];
      const c0 = cpuMs(child.pid);
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: CALLS }, async (_, i) => {
          const s = performance.now();
          await one(i);
          lat.push(performance.now() - s);
        }),
      );
      const wall = performance.now() - t0;
      lat.cpu = (cpuMs(child.pid) - c0) / CALLS;
      record(`http: ${CALLS} ${label}, round ${round + 1} (cpu: server)`, lat, { wallMs: wall });
    }
  };
  await concurrentRounds("concurrent calls", (i) => call(client, i));
  // The same load from a bare client (keep-alive sockets, one POST per call, the response read
  // whole): the SDK client's own cost per call is larger than the server's, and here it is left out.
  const sessionId = client.transport.sessionId;
  const agent = new HttpAgent({ keepAlive: true, maxSockets: CALLS });
  const bare = (i) =>
    new Promise((ok, fail) => {
      const body = JSON.stringify({
        jsonrpc: "2.0",
        id: 1_000_000 + i,
        method: "tools/call",
        params: { name: "skill", arguments: { name: nameOf(i) } },
      });
      const req = httpRequest(
        url,
        {
          method: "POST",
          agent,
          headers: {
            "content-type": "application/json",
            accept: "application/json, text/event-stream",
            "mcp-session-id": sessionId,
            "mcp-protocol-version": "2025-11-25",
            "content-length": Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (c) => {
            text += c;
          });
          res.on("end", () =>
            text.includes("skill_content") ? ok() : fail(new Error(`bad answer: ${text.slice(0, 200)}`)),
          );
        },
      );
      req.on("error", fail);
      req.end(body);
    });
  await concurrentRounds("concurrent, bare client", bare);
  agent.destroy();
  await client.close();
  child.kill("SIGTERM");
}
await mcp.close();

// 4. stdio: `skillport mcp` as a child process, as a desktop client runs it.
{
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, ...SERVE],
    env: benchEnv(),
    stderr: "ignore",
  });
  const client = new Client({ name: "bench", version: "1" });
  await client.connect(transport);
  await timeEach(names.length, (i) => call(client, i));
  record(
    "stdio: one call at a time, cached (cpu: server)",
    await timeEach(CALLS, (i) => call(client, i), transport.pid),
  );
  await client.close();
}

// 5. Optional: another stdio skills server with a `skill` tool taking `{ name }`, started as
// `node OTHER TREE` (e.g. a built skilljack-mcp), measured the same way.
const otherAt = process.argv.indexOf("--other-js");
if (otherAt !== -1) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [process.argv[otherAt + 1], tree],
    env: benchEnv(),
    stderr: "ignore",
  });
  const client = new Client({ name: "bench", version: "1" });
  await client.connect(transport);
  await timeEach(names.length, (i) => call(client, i));
  record(
    "other stdio server: one call at a time (cpu: server)",
    await timeEach(CALLS, (i) => call(client, i), transport.pid),
  );
  await client.close();
}

if (JSON_OUT) {
  console.log(JSON.stringify({ skills: SKILLS, calls: CALLS, results }, null, 2));
} else {
  console.log(`MCP per-call cost, ${SKILLS} generated skills, ${CALLS} calls (ms)`);
  const fmt = (x) => (x < 1 ? x.toFixed(3) : x.toFixed(2));
  for (const [label, r] of Object.entries(results)) {
    const wall = r.wallMs !== undefined ? `  wall ${fmt(r.wallMs)}` : "";
    console.log(
      `  ${label.padEnd(48)} p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}  cpu/call ${fmt(r.cpuPerCall)}${wall}`,
    );
  }
}
