import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { SkillportError } from "../errors.js";
import type { McpServerConfig, McpServersConfig } from "./mcp-config.js";
import {
  MAX_MCP_PROMPTS_PER_SERVER,
  MAX_MCP_TOOLS_PER_SERVER,
  type McpPrompt,
  McpPromptError,
  type McpTool,
  promptMessages,
  promptsFrom,
  type Skipped,
  toolsFrom,
} from "./mcp-lists.js";

// The MCP client side: one SDK Client per configured server (stdio or Streamable HTTP), its tools
// offered to the model as `server__tool`. The SDK loads on first use.

/** A server that cannot connect or list its tools; reported in `failures`, never thrown to the host. */
class ServerFailed extends Error {}

/** An MCP tool's own error result, passed to the model as the tool call's error. */
class McpToolError extends SkillportError<"mcp-tool-failed"> {
  constructor(message: string) {
    super("mcp-tool-failed", message);
    this.name = "McpToolError";
  }
}

/** The largest message read from a stdio server; a larger one closes the connection. */
export const MAX_MCP_MESSAGE_BYTES = 10 * 1024 * 1024;
/** One call's longest run, progress notifications or not. */
export const MCP_CALL_MAX_MS = 600_000;
export const CONNECT_TIMEOUT_MS = 30_000;
/** Characters of one MCP tool result the model gets. */
export const MAX_MCP_RESULT_CHARS = 100_000;

export interface McpConnection {
  readonly server: string;
  /** The server's tools as offered now: read again when the server says they changed. */
  readonly tools: readonly McpTool[];
  /** The server's prompts (`/server:prompt`), read again when the server says they changed. */
  readonly prompts: readonly McpPrompt[];
  call(tool: string, args: unknown, signal: AbortSignal): Promise<string>;
  /** A prompt's messages, its arguments filled in (`prompts/get`). */
  getPrompt(
    name: string,
    args: Record<string, string>,
    signal: AbortSignal,
  ): Promise<{ role: "user" | "assistant"; content: string }[]>;
  close(): Promise<void>;
}

export interface McpConnectResult {
  readonly connections: readonly McpConnection[];
  /** Servers that could not be started or listed, with why; the agent goes on without them. */
  readonly failures: readonly { readonly server: string; readonly message: string }[];
  /** Tools (and prompts) left out, with why; kept current as lists change. */
  readonly skipped: readonly Skipped[];
}

interface Settling {
  /** True while a list is being read again. */
  busy(): boolean;
  /** Resolves when no list is being read again. */
  idle(): Promise<void>;
}

/** The agent's side of the connections: it waits, bounded, for lists being read again before a step. */
export interface LiveMcp extends McpConnectResult {
  /** Resolves when no server's list is being read again, or after `maxMs`. */
  settled(maxMs: number): Promise<void>;
}

/** What a server's list-changed notification led to: the new counts, or why listing again failed. */
export interface McpListChange {
  readonly server: string;
  readonly list: "tools" | "prompts";
  readonly count: number;
  readonly error?: string;
}

const clip = (s: string, max: number): string =>
  s.length <= max ? s : `${s.slice(0, max)}\n[cut at ${max} characters]`;

/** The text of a tools/call result: text parts as they are, other parts described. */
export function renderMcpResult(result: {
  content?: unknown;
  isError?: unknown;
  structuredContent?: unknown;
}): string {
  const parts: string[] = [];
  const content = Array.isArray(result.content) ? result.content : [];
  for (const c of content as Record<string, unknown>[]) {
    if (c?.type === "text" && typeof c.text === "string") parts.push(c.text);
    else if (c?.type === "image" || c?.type === "audio")
      parts.push(`[${c.type} ${String(c.mimeType ?? "")}]`);
    else if (c?.type === "resource_link") parts.push(`[resource ${String(c.uri ?? "")}]`);
    else if (c?.type === "resource") {
      const r = (c.resource ?? {}) as Record<string, unknown>;
      parts.push(typeof r.text === "string" ? r.text : `[resource ${String(r.uri ?? "")}]`);
    }
  }
  if (parts.length === 0 && result.structuredContent !== undefined)
    parts.push(JSON.stringify(result.structuredContent));
  return clip(parts.join("\n"), MAX_MCP_RESULT_CHARS);
}

/**
 * fetch whose response bodies fail once one message passes `max` bytes: a JSON body counts whole, an
 * event stream counts from one event's end (a blank line) to the next. The SDK reads both whole.
 */
function boundedFetch(max: number): (url: string | URL, init?: RequestInit) => Promise<Response> {
  return async (url, init) => {
    const res = await fetch(url, init);
    if (res.body === null) return res;
    const stream = (res.headers.get("content-type") ?? "").includes("text/event-stream");
    let since = 0;
    const limited = res.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, out) {
          if (stream) {
            // Bytes since the last event boundary ("\n\n"); an approximation that never undercounts much.
            const text = Buffer.from(chunk).toString("latin1");
            const end = text.lastIndexOf("\n\n");
            since = end === -1 ? since + chunk.length : chunk.length - end - 2;
          } else since += chunk.length;
          if (since > max)
            out.error(new Error(`the server sent a message over ${max} bytes, which is refused`));
          else out.enqueue(chunk);
        },
      }),
    );
    return new Response(limited, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

async function connectOne(
  config: McpServerConfig,
  options: { workspace: string; env: NodeJS.ProcessEnv; signal?: AbortSignal },
): Promise<{ client: Client; stderr: () => string }> {
  const [{ Client }, { StdioClientTransport, getDefaultEnvironment }, { StreamableHTTPClientTransport }] =
    await Promise.all([
      import("@modelcontextprotocol/sdk/client/index.js"),
      import("@modelcontextprotocol/sdk/client/stdio.js"),
      import("@modelcontextprotocol/sdk/client/streamableHttp.js"),
    ]);
  const client = new Client({ name: "skillport-agent", version: "1" });
  let tail = "";
  let transport:
    | InstanceType<typeof StdioClientTransport>
    | InstanceType<typeof StreamableHTTPClientTransport>;
  if ("url" in config) {
    transport = new StreamableHTTPClientTransport(new URL(config.url), {
      requestInit: { headers: { ...(config.headers ?? {}) } },
      fetch: boundedFetch(MAX_MCP_MESSAGE_BYTES),
    });
  } else {
    const stdio = new StdioClientTransport({
      command: config.command,
      args: [...(config.args ?? [])],
      // The SDK's short list of safe variables (PATH, HOME…), not the whole environment: a server
      // gets the secrets its entry names, no others.
      env: { ...getDefaultEnvironment(), ...(config.env ?? {}) },
      cwd: config.cwd ?? options.workspace,
      stderr: "pipe",
      // One JSON-RPC message at most this big: a server sending 100 MB is cut off, not buffered.
      maxBufferSize: MAX_MCP_MESSAGE_BYTES,
    });
    stdio.stderr?.on("data", (chunk: Buffer) => {
      tail = (tail + chunk.toString("utf8")).slice(-2000);
    });
    transport = stdio;
  }
  const timeout = AbortSignal.timeout(CONNECT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    await client.connect(transport, { signal, timeout: CONNECT_TIMEOUT_MS });
  } catch (e) {
    await client.close().catch(() => undefined);
    const why = tail.trim() === "" ? "" : `\nIts stderr ended with:\n${tail.trim()}`;
    throw new ServerFailed(`cannot connect: ${(e as Error).message}${why}`);
  }
  return { client, stderr: () => tail };
}

/** Every page of `tools/list` or `prompts/list`, under one deadline for all pages. */
async function listAll(
  client: Client,
  kind: "tools" | "prompts",
  max: number,
  signal?: AbortSignal,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let cursor: string | undefined;
  // One deadline for the whole listing: a server paging slowly forever must not hold the start-up.
  const deadline = AbortSignal.timeout(CONNECT_TIMEOUT_MS);
  const both = signal ? AbortSignal.any([signal, deadline]) : deadline;
  for (let page = 0; page < 100 && items.length <= max; page++) {
    if (deadline.aborted) break;
    const params = cursor ? { cursor } : {};
    const options = { signal: both, timeout: CONNECT_TIMEOUT_MS };
    let r: { nextCursor?: string; tools?: unknown; prompts?: unknown };
    try {
      r =
        kind === "tools"
          ? await client.listTools(params, options)
          : await client.listPrompts(params, options);
    } catch (e) {
      // What was listed before the deadline is kept; a first page that never came is a failure.
      if (deadline.aborted && items.length > 0 && !signal?.aborted) break;
      throw e;
    }
    const listed = kind === "tools" ? r.tools : r.prompts;
    if (Array.isArray(listed)) items.push(...(listed as Record<string, unknown>[]));
    cursor = r.nextCursor;
    if (!cursor) break;
  }
  return items;
}

/**
 * Runs `task` soon, or once more after the run in progress if one is: a storm of notifications costs
 * one run at a time, each reading the latest state, never a pile of concurrent ones.
 */
function coalesced(task: () => Promise<void>): {
  kick(): void;
  stop(): void;
  busy(): boolean;
  idle(): Promise<void>;
} {
  let busy = false;
  let again = false;
  let stopped = false;
  let waiters: (() => void)[] = [];
  const run = async (): Promise<void> => {
    do {
      again = false;
      await task().catch(() => undefined);
    } while (again && !stopped);
    busy = false;
    for (const w of waiters.splice(0)) w();
  };
  return {
    kick() {
      if (stopped) return;
      if (busy) again = true;
      else {
        busy = true;
        setImmediate(() => void run());
      }
    },
    stop() {
      stopped = true;
      for (const w of waiters.splice(0)) w();
      waiters = [];
    },
    busy: () => busy && !stopped,
    idle: () => (busy && !stopped ? new Promise<void>((r) => waiters.push(r)) : Promise.resolve()),
  };
}

interface Listed {
  readonly server: string;
  readonly client: Client;
  readonly tools: Record<string, unknown>[];
  /** The listed prompts, or why they could not be listed. */
  readonly prompts: Record<string, unknown>[] | string;
}

/** Connects to one server and lists its tools and prompts; throws ServerFailed. */
async function openServer(
  server: string,
  c: McpServerConfig,
  options: { workspace: string; env: NodeJS.ProcessEnv; signal?: AbortSignal },
): Promise<Listed> {
  const { client } = await connectOne(c, options);
  let tools: Record<string, unknown>[];
  try {
    tools = await listAll(client, "tools", MAX_MCP_TOOLS_PER_SERVER, options.signal);
  } catch (e) {
    await client.close().catch(() => undefined);
    throw new ServerFailed(`cannot list its tools: ${(e as Error).message}`);
  }
  let prompts: Record<string, unknown>[] | string = [];
  if (client.getServerCapabilities()?.prompts) {
    // A server whose prompts cannot be listed still serves its tools.
    prompts = await listAll(client, "prompts", MAX_MCP_PROMPTS_PER_SERVER, options.signal).catch(
      (e: Error) => `cannot list its prompts: ${e.message}`,
    );
  }
  return { server, client, tools, prompts };
}

interface Shared {
  /** Names taken by built-in tools and by every other server's tools now. */
  takenBy(server: string): Set<string>;
  /** Replaces a server's skipped tools (or prompts). */
  setSkipped(server: string, prompts: boolean, list: readonly Skipped[]): void;
  onChange?: (change: McpListChange) => void;
}

async function callTool(client: Client, server: string, tool: string, args: unknown, signal: AbortSignal) {
  let r: Awaited<ReturnType<Client["callTool"]>>;
  try {
    r = await client.callTool(
      { name: tool, arguments: (args ?? {}) as Record<string, unknown> },
      undefined,
      // Cancelling the turn sends notifications/cancelled to the server. Progress resets the
      // timeout, but never past MCP_CALL_MAX_MS in all (a server may report progress forever).
      { signal, timeout: MCP_CALL_MAX_MS, resetTimeoutOnProgress: true, maxTotalTimeout: MCP_CALL_MAX_MS },
    );
  } catch (e) {
    const m = (e as Error).message;
    if (/Connection closed/i.test(m))
      throw new McpToolError(
        `The MCP server '${server}' closed the connection (it exited, or sent a message over the ${MAX_MCP_MESSAGE_BYTES / 1024 / 1024} MiB a message may have, which is refused).`,
      );
    throw e;
  }
  const text = renderMcpResult(r as never);
  if ((r as { isError?: unknown }).isError === true)
    throw new McpToolError(text === "" ? "The tool failed." : text);
  return text;
}

/** What a list offers, to tell a real change from a repeated notification. */
const listKey = (items: readonly (McpTool | McpPrompt)[]): string =>
  JSON.stringify(items.map((i) => [i.name, i.description, "inputSchema" in i ? i.inputSchema : i.arguments]));

interface Lists {
  tools(): readonly McpTool[];
  prompts(): readonly McpPrompt[];
  /** Lists one of them again (throws when the server cannot). */
  read(list: "tools" | "prompts"): Promise<void>;
}

/**
 * Reads a list again on each (coalesced) notification; says so only when it changed, and says a
 * failure once until a listing works again (the old list stays: better a tool that fails when called
 * than none at all).
 */
function relister(server: string, list: "tools" | "prompts", lists: Lists, shared: Shared) {
  const now = () => (list === "tools" ? lists.tools() : lists.prompts());
  let seen = listKey(now());
  let failing = false;
  return coalesced(async () => {
    try {
      await lists.read(list);
      failing = false;
      const key = listKey(now());
      if (key === seen) return;
      seen = key;
      shared.onChange?.({ server, list, count: now().length });
    } catch (e) {
      if (failing) return;
      failing = true;
      const error = `cannot list its ${list} again: ${(e as Error).message}`;
      shared.onChange?.({ server, list, count: now().length, error });
    }
  });
}

/** A connected server whose tool and prompt lists follow its list-changed notifications. */
async function liveConnection(s: Listed, shared: Shared): Promise<McpConnection & Settling> {
  const [{ ToolListChangedNotificationSchema, PromptListChangedNotificationSchema }] = await Promise.all([
    import("@modelcontextprotocol/sdk/types.js"),
  ]);
  const { server, client } = s;
  let tools: readonly McpTool[] = [];
  let prompts: readonly McpPrompt[] = [];
  const setTools = (listed: Record<string, unknown>[]): void => {
    const r = toolsFrom(server, listed, shared.takenBy(server));
    tools = r.tools;
    shared.setSkipped(server, false, r.skipped);
  };
  const setPrompts = (listed: Record<string, unknown>[] | string): void => {
    if (typeof listed === "string") {
      shared.setSkipped(server, true, [{ server, tool: "prompts", why: listed }]);
      return;
    }
    const r = promptsFrom(server, listed);
    prompts = r.prompts;
    shared.setSkipped(server, true, r.skipped);
  };
  setTools(s.tools);
  setPrompts(s.prompts);
  const lists: Lists = {
    tools: () => tools,
    prompts: () => prompts,
    read: async (list) =>
      list === "tools"
        ? setTools(await listAll(client, "tools", MAX_MCP_TOOLS_PER_SERVER))
        : setPrompts(await listAll(client, "prompts", MAX_MCP_PROMPTS_PER_SERVER)),
  };
  const relist = (list: "tools" | "prompts") => relister(server, list, lists, shared);
  const toolsChanged = relist("tools");
  const promptsChanged = relist("prompts");
  const caps = client.getServerCapabilities();
  // Only lists the server said it has: a prompts notification from a server without prompts is noise.
  if (caps?.tools)
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => toolsChanged.kick());
  if (caps?.prompts)
    client.setNotificationHandler(PromptListChangedNotificationSchema, () => promptsChanged.kick());
  return {
    server,
    get tools() {
      return tools;
    },
    get prompts() {
      return prompts;
    },
    call: (tool, args, signal) => callTool(client, server, tool, args, signal),
    async getPrompt(name, args, signal) {
      let r: unknown;
      try {
        r = await client.getPrompt({ name, arguments: args }, { signal, timeout: CONNECT_TIMEOUT_MS });
      } catch (e) {
        if (signal.aborted) throw e;
        throw new McpPromptError(
          `the MCP server '${server}' could not give the prompt '${name}': ${(e as Error).message}`,
        );
      }
      return promptMessages(r);
    },
    busy: () => toolsChanged.busy() || promptsChanged.busy(),
    idle: () => Promise.all([toolsChanged.idle(), promptsChanged.idle()]).then(() => undefined),
    close() {
      toolsChanged.stop();
      promptsChanged.stop();
      return client.close();
    },
  };
}

/**
 * Starts or connects to every configured server (in parallel) and lists its tools and prompts. A server
 * that fails is reported in `failures`; the others still work. A server's `list_changed` notifications
 * make the client list again (one listing at a time), and `onChange` hears of it. Close the connections.
 */
export async function connectMcpServers(
  config: McpServersConfig,
  options: {
    workspace: string;
    env?: NodeJS.ProcessEnv;
    signal?: AbortSignal;
    reserved?: ReadonlySet<string>;
    onChange?: (change: McpListChange) => void;
  },
): Promise<LiveMcp> {
  const env = options.env ?? process.env;
  const failures: { server: string; message: string }[] = [];
  const skipped: Skipped[] = [];
  const settled = await Promise.all(
    Object.entries(config).map(([server, c]) =>
      openServer(server, c, { workspace: options.workspace, env, signal: options.signal }).catch((e) => {
        failures.push({ server, message: (e as Error).message });
        return undefined;
      }),
    ),
  );
  const connections: (McpConnection & Settling)[] = [];
  const shared: Shared = {
    takenBy(server) {
      const taken = new Set(options.reserved ?? []);
      for (const conn of connections)
        if (conn.server !== server) for (const t of conn.tools) taken.add(t.qualifiedName);
      return taken;
    },
    setSkipped(server, prompts, list) {
      const isPrompt = (x: Skipped): boolean => x.tool === "prompts" || x.tool.startsWith("prompt ");
      const keep = skipped.filter((x) => x.server !== server || isPrompt(x) !== prompts);
      skipped.splice(0, skipped.length, ...keep, ...list);
    },
    onChange: options.onChange,
  };
  // One at a time, in the configuration's order: who gets a contested name does not depend on timing.
  for (const s of settled) if (s) connections.push(await liveConnection(s, shared));
  const settledWithin = async (maxMs: number): Promise<void> => {
    if (!connections.some((c) => c.busy())) return;
    const pending = connections.map((c) => c.idle());
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(pending),
      new Promise((r) => {
        timer = setTimeout(r, maxMs);
      }),
    ]);
    clearTimeout(timer);
  };
  return { connections, failures, skipped, settled: settledWithin };
}
