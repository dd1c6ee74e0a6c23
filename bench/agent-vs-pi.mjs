// Per-turn overhead of skillport's agent against pi's, on the same scripted OpenAI-compatible loopback
// server (a child process) that answers at once with a fixed two-step script per turn: step 1 calls
// the harness's file-reading tool on a small file (skillport `read_file`, pi `read`), step 2 answers
// "done". Each turn is one user message, two streamed chat-completions requests and one tool call;
// the server costs ~nothing, so a turn's wall time is the harness's own work plus two loopback HTTP
// round trips. Both harnesses run in this process through their libraries (skillport `createAgent`
// with @ai-sdk/openai-compatible, pi's `createAgentSession` SDK), one conversation each, turns
// interleaved (skillport, pi, skillport, …) after a warm-up, so load drifts hit both alike.
//
// Also `skillport chat` itself: N prompts on stdin (non-interactive, one turn a line), its per-turn
// time taken from the server's clock (first request of one turn to the first of the next).
//
// Usage: npm run build && npm --prefix bench ci && node bench/agent-vs-pi.mjs [--turns N] [--cpu-prof]
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

const SELF = fileURLToPath(import.meta.url);
const REPO = join(SELF, "..", "..");

// --- the scripted server (child process: `node agent-vs-pi.mjs --server`) ---
if (process.argv.includes("--server")) {
  const starts = [];
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    if (req.url === "/starts") {
      res.end(JSON.stringify(starts));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    const messages = body.messages ?? [];
    const last = messages.at(-1);
    const tools = (body.tools ?? []).map((t) => t.function?.name);
    const firstStep = last?.role === "user";
    if (firstStep) starts.push(performance.timeOrigin + performance.now());
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const send = (delta, finish = null) =>
      res.write(
        `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 1, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    send({ role: "assistant", content: "" });
    if (firstStep) {
      const name = tools.includes("read_file") ? "read_file" : "read";
      send({
        tool_calls: [
          {
            index: 0,
            id: `call_${starts.length}`,
            type: "function",
            function: { name, arguments: '{"path":"README.md"}' },
          },
        ],
      });
      send({}, "tool_calls");
    } else {
      send({ content: "done" });
      send({}, "stop");
    }
    res.write(
      `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 1, model: body.model, choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } })}\n\n`,
    );
    res.end("data: [DONE]\n\n");
  });
  server.listen(0, "127.0.0.1", () => process.stdout.write(`${server.address().port}\n`));
  process.stdin.on("end", () => process.exit(0));
  process.stdin.resume();
} else {
  await main();
}

function arg(name, dflt) {
  const i = process.argv.indexOf(name);
  return i === -1 ? dflt : Number(process.argv[i + 1]);
}

async function startServer() {
  const child = spawn(process.execPath, [SELF, "--server"], { stdio: ["pipe", "pipe", "inherit"] });
  const port = await new Promise((resolve) =>
    child.stdout.once("data", (d) => resolve(Number(String(d).trim()))),
  );
  return {
    url: `http://127.0.0.1:${port}/v1`,
    starts: async () => (await fetch(`http://127.0.0.1:${port}/starts`)).json(),
    close: () => child.stdin.end(),
  };
}

async function skillportAgent(url, workspace) {
  const { createAgent } = await import(join(REPO, "dist/agent/index.js"));
  const { createOpenAICompatible } = await import("@ai-sdk/openai-compatible");
  const provider = createOpenAICompatible({ name: "bench", baseURL: url, apiKey: "x" });
  const agent = await createAgent({
    model: provider.chatModel("fake"),
    workspace,
    contextFiles: false,
    search: false,
    maxRetries: 0,
    onEvent: () => {},
  });
  return {
    turn: async (text) => {
      const r = await agent.send(text);
      if (r.status !== "done" || r.text !== "done")
        throw new Error(`skillport turn: ${r.status} ${r.error ?? r.text}`);
    },
    close: () => agent.close(),
  };
}

async function piAgent(url, workspace) {
  const pi = await import("@mariozechner/pi-coding-agent");
  const agentDir = join(workspace, ".pi-agent");
  mkdirSync(agentDir, { recursive: true });
  const modelsJson = join(agentDir, "models.json");
  writeFileSync(
    modelsJson,
    JSON.stringify({
      providers: {
        bench: {
          baseUrl: url,
          api: "openai-completions",
          apiKey: "x",
          compat: { supportsDeveloperRole: false, supportsReasoningEffort: false },
          models: [{ id: "fake" }],
        },
      },
    }),
  );
  const authStorage = pi.AuthStorage.create(join(agentDir, "auth.json"));
  const modelRegistry = pi.ModelRegistry.create(authStorage, modelsJson);
  const model = modelRegistry.find("bench", "fake");
  if (!model) throw new Error("pi: the bench model was not registered");
  const settingsManager = pi.SettingsManager.inMemory({
    compaction: { enabled: false },
    retry: { enabled: false },
  });
  const { session } = await pi.createAgentSession({
    cwd: workspace,
    agentDir,
    model,
    thinkingLevel: "off",
    authStorage,
    modelRegistry,
    sessionManager: pi.SessionManager.inMemory(),
    settingsManager,
  });
  return {
    turn: async (text) => {
      await session.prompt(text);
      const last = session.messages.at(-1);
      const answer = last?.content?.map?.((p) => p.text ?? "").join("");
      if (answer !== "done") throw new Error(`pi turn: ${JSON.stringify(last).slice(0, 300)}`);
    },
    close: () => session.dispose(),
  };
}

/** `skillport chat` fed N prompts on stdin: per-turn times from the server's clock. */
async function chatCli(workspace, turns) {
  const server = await startServer();
  const home = mkdtempSync(join(tmpdir(), "agent-vs-pi-home-"));
  const child = spawn(
    process.execPath,
    [
      join(REPO, "dist/cli/bin.js"),
      "--no-user",
      "--no-project",
      "chat",
      "--no-session",
      "--no-context-files",
    ],
    {
      cwd: workspace,
      stdio: ["pipe", "ignore", "ignore"],
      env: {
        PATH: process.env.PATH,
        HOME: home,
        XDG_CONFIG_HOME: join(home, ".config"),
        XDG_CACHE_HOME: join(home, ".cache"),
        XDG_STATE_HOME: join(home, ".state"),
        SKILLPORT_BASE_URL: server.url,
        SKILLPORT_MODEL: "fake",
      },
    },
  );
  child.stdin.end(`${Array.from({ length: turns + 1 }, (_, i) => `read the readme ${i}`).join("\n")}\n`);
  await new Promise((r) => child.on("exit", r));
  const starts = await server.starts();
  server.close();
  return starts.slice(1).map((t, i) => t - starts[i]);
}

function median(xs) {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
}
function p90(xs) {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];
}
function f(ms) {
  return `${ms.toFixed(2)} ms`;
}

async function main() {
  const TURNS = arg("--turns", 200);
  const WARMUP = 20;
  const workspace = mkdtempSync(join(tmpdir(), "agent-vs-pi-"));
  writeFileSync(join(workspace, "README.md"), "# Bench\n\nA small file the agents read every turn.\n");
  const server = await startServer();
  // --only skillport|pi runs one harness (for a profile: node --cpu-prof bench/agent-vs-pi.mjs --only skillport).
  const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
  const harnesses = {};
  if (only !== "pi") harnesses.skillport = await skillportAgent(server.url, workspace);
  if (only !== "skillport") harnesses.pi = await piAgent(server.url, workspace);
  const times = Object.fromEntries(Object.keys(harnesses).map((k) => [k, []]));
  const before = loadavg();
  for (let i = 0; i < WARMUP + TURNS; i++) {
    for (const [name, h] of Object.entries(harnesses)) {
      const t = performance.now();
      await h.turn(`read the readme ${i}`);
      if (i >= WARMUP) times[name].push(performance.now() - t);
    }
  }
  for (const h of Object.values(harnesses)) await h.close();
  server.close();
  const cli = only ? [] : await chatCli(workspace, Math.min(TURNS, 100));
  const after = loadavg();
  console.log(
    `agent-vs-pi: ${TURNS} turns each after ${WARMUP} warm-up, interleaved; a turn = 2 model requests + 1 file read`,
  );
  console.log(
    `load average before ${before.map((x) => x.toFixed(2)).join(" ")}, after ${after.map((x) => x.toFixed(2)).join(" ")} (shared machine)`,
  );
  for (const [name, xs] of Object.entries(times))
    console.log(`  ${name.padEnd(26)} median ${f(median(xs))}  p90 ${f(p90(xs))}`);
  if (only) return;
  console.log(
    `  ${"skillport chat (stdin)".padEnd(26)} median ${f(median(cli))}  p90 ${f(p90(cli))}  (${cli.length} turns, server clock)`,
  );
  console.log(`  ratio skillport / pi: ${(median(times.skillport) / median(times.pi)).toFixed(2)}`);
}
