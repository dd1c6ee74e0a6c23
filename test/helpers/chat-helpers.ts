import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { z } from "zod";
import { CLI, tmp } from "./index.js";
import { waitUntil } from "./wait.js";

export { alive } from "./processes.js";

// Helpers of the `skillport chat` end-to-end tests: the built CLI as a real child process (never
// spawnSync: the fake model server runs in the test's own event loop), and a Streamable HTTP MCP
// server on 127.0.0.1 built with the SDK.

export interface ChatRun {
  readonly child: ChildProcess;
  readonly stdout: () => string;
  readonly stderr: () => string;
  readonly done: Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    stdout: string;
    stderr: string;
  }>;
}

/** The environment of a chat process: isolated HOME and config, no provider settings of the machine's. */
export function chatEnv(home: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of Object.keys(env)) {
    if (/^(OPENAI_|ANTHROPIC_|SKILLPORT_)/.test(k)) delete env[k];
  }
  return {
    ...env,
    HOME: home,
    XDG_CONFIG_HOME: join(home, ".config"),
    XDG_CACHE_HOME: join(home, ".cache"),
    NO_COLOR: "1",
    ...extra,
  };
}

export function spawnChat(
  args: readonly string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv; stdin?: boolean },
): ChatRun {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: opts.cwd,
    env: opts.env,
    stdio: [opts.stdin ? "pipe" : "ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout!.on("data", (c: Buffer) => {
    out += c.toString("utf8");
  });
  child.stderr!.on("data", (c: Buffer) => {
    err += c.toString("utf8");
  });
  const done = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    stdout: string;
    stderr: string;
  }>((resolve) => child.on("close", (code, signal) => resolve({ code, signal, stdout: out, stderr: err })));
  return { child, stdout: () => out, stderr: () => err, done };
}

export async function until(what: string, check: () => boolean, ms = 30_000): Promise<void> {
  await waitUntil(what, check, { timeoutMs: ms, everyMs: 25 });
}

/** Processes whose command line mentions `marker` (a unique temp path). */
export function processesWith(marker: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(marker)) pids.push(Number(entry));
    } catch {
      // Gone.
    }
  }
  return pids;
}

export interface HttpMcp {
  readonly url: string;
  readonly lookups: string[];
  /** `wait` calls that started, and those whose request the client cancelled. */
  readonly waits: { started: number; cancelled: number };
  close(): Promise<void>;
}

/** A Streamable HTTP MCP server with two tools: `lookup` answers, `wait` waits until cancelled. */
export async function startHttpMcp(): Promise<HttpMcp> {
  const lookups: string[] = [];
  const waits = { started: 0, cancelled: 0 };
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const servers: McpServer[] = [];
  const newServer = (): McpServer => {
    const server = new McpServer({ name: "notes", version: "1.0.0" });
    server.registerTool(
      "lookup",
      { description: "Look up a note by key.", inputSchema: { key: z.string() } },
      async ({ key }) => {
        lookups.push(key);
        return { content: [{ type: "text", text: `note ${key}: the answer is 42` }] };
      },
    );
    server.registerTool(
      "wait",
      { description: "Wait for an event.", inputSchema: {} },
      async (_args, extra) => {
        waits.started += 1;
        await new Promise<void>((resolve) => {
          if (extra.signal.aborted) resolve();
          extra.signal.addEventListener("abort", () => resolve(), { once: true });
        });
        waits.cancelled += 1;
        return { content: [{ type: "text", text: "cancelled" }] };
      },
    );
    servers.push(server);
    return server;
  };
  const readJson = async (req: IncomingMessage): Promise<unknown> => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    return text === "" ? undefined : JSON.parse(text);
  };
  const http = createServer(async (req, res) => {
    const sid = req.headers["mcp-session-id"];
    const body = req.method === "POST" ? await readJson(req) : undefined;
    let transport = typeof sid === "string" ? transports.get(sid) : undefined;
    if (!transport) {
      if (typeof sid === "string") {
        res.writeHead(404).end();
        return;
      }
      const t = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => {
          transports.set(id, t);
        },
      });
      transport = t;
      await newServer().connect(t);
    }
    await transport.handleRequest(req, res, body);
  });
  await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
  const port = (http.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    lookups,
    waits,
    close: async () => {
      for (const s of servers) await s.close().catch(() => undefined);
      http.closeAllConnections();
      await new Promise((r) => http.close(r));
    },
  };
}

export const newHome = (): string => tmp("skillport-chat-home-");
