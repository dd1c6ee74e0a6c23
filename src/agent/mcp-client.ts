import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { SkillportError } from "../errors.js";
import type { McpServerConfig, McpServersConfig } from "./mcp-config.js";

// The MCP client side: one SDK Client per configured server (stdio or Streamable HTTP), its tools
// offered to the model as `server__tool`. The SDK loads on first use.

/** Tool names the model APIs accept: letters, digits, `_` and `-`, at most 64 characters. */
/** A server that cannot connect or list its tools; reported in `failures`, never thrown to the host. */
class ServerFailed extends Error {}

/** An MCP tool's own error result, passed to the model as the tool call's error. */
class McpToolError extends SkillportError<"mcp-tool-failed"> {
  constructor(message: string) {
    super("mcp-tool-failed", message);
    this.name = "McpToolError";
  }
}

export const MAX_TOOL_NAME = 64;
/** Tools offered per server: model APIs refuse more than ~128 tools, and each costs prompt tokens. */
export const MAX_MCP_TOOLS_PER_SERVER = 128;
/** Characters of a tool's description the model gets. */
export const MAX_MCP_DESCRIPTION_CHARS = 2048;
/** A tool whose input schema is larger than this (as JSON) is left out. */
export const MAX_MCP_SCHEMA_BYTES = 64 * 1024;
/** The largest message read from a stdio server; a larger one closes the connection. */
export const MAX_MCP_MESSAGE_BYTES = 10 * 1024 * 1024;
/** One call's longest run, progress notifications or not. */
export const MCP_CALL_MAX_MS = 600_000;
export const CONNECT_TIMEOUT_MS = 30_000;
/** Characters of one MCP tool result the model gets. */
export const MAX_MCP_RESULT_CHARS = 100_000;

export interface McpTool {
  readonly server: string;
  /** The server's own name for the tool. */
  readonly name: string;
  /** `server__tool`, as the model sees it. */
  readonly qualifiedName: string;
  readonly description: string;
  readonly inputSchema: Record<string, unknown>;
}

export interface McpConnection {
  readonly server: string;
  readonly tools: readonly McpTool[];
  call(tool: string, args: unknown, signal: AbortSignal): Promise<string>;
  close(): Promise<void>;
}

export interface McpConnectResult {
  readonly connections: readonly McpConnection[];
  /** Servers that could not be started or listed, with why; the agent goes on without them. */
  readonly failures: readonly { readonly server: string; readonly message: string }[];
  /** Tools left out (a name that collides after sanitising). */
  readonly skipped: readonly { readonly server: string; readonly tool: string; readonly why: string }[];
}

export function qualifiedToolName(server: string, tool: string): string {
  return `${server}__${tool}`.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, MAX_TOOL_NAME);
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

async function listAllTools(client: Client, signal?: AbortSignal): Promise<Record<string, unknown>[]> {
  const tools: Record<string, unknown>[] = [];
  let cursor: string | undefined;
  // One deadline for the whole listing: a server paging slowly forever must not hold the start-up.
  const deadline = AbortSignal.timeout(CONNECT_TIMEOUT_MS);
  const both = signal ? AbortSignal.any([signal, deadline]) : deadline;
  for (let page = 0; page < 100 && tools.length <= MAX_MCP_TOOLS_PER_SERVER; page++) {
    if (deadline.aborted) break;
    let r: Awaited<ReturnType<Client["listTools"]>>;
    try {
      r = await client.listTools(cursor ? { cursor } : {}, { signal: both, timeout: CONNECT_TIMEOUT_MS });
    } catch (e) {
      // What was listed before the deadline is kept; a first page that never came is a failure.
      if (deadline.aborted && tools.length > 0 && !signal?.aborted) break;
      throw e;
    }
    tools.push(...(r.tools as unknown as Record<string, unknown>[]));
    cursor = r.nextCursor;
    if (!cursor) break;
  }
  return tools;
}

/**
 * Starts or connects to every configured server (in parallel) and lists its tools. A server that fails
 * is reported in `failures`; the others still work. Close the connections when done.
 */
export async function connectMcpServers(
  config: McpServersConfig,
  options: {
    workspace: string;
    env?: NodeJS.ProcessEnv;
    signal?: AbortSignal;
    reserved?: ReadonlySet<string>;
  },
): Promise<McpConnectResult> {
  const env = options.env ?? process.env;
  const taken = new Set(options.reserved ?? []);
  const failures: { server: string; message: string }[] = [];
  const skipped: { server: string; tool: string; why: string }[] = [];
  const settled = await Promise.all(
    Object.entries(config).map(async ([server, c]) => {
      try {
        const { client } = await connectOne(c, {
          workspace: options.workspace,
          env,
          signal: options.signal,
        });
        try {
          return { server, client, tools: await listAllTools(client, options.signal) };
        } catch (e) {
          await client.close().catch(() => undefined);
          throw new ServerFailed(`cannot list its tools: ${(e as Error).message}`);
        }
      } catch (e) {
        failures.push({ server, message: (e as Error).message });
        return undefined;
      }
    }),
  );
  const connections: McpConnection[] = [];
  for (const s of settled) {
    if (!s) continue;
    const tools: McpTool[] = [];
    if (s.tools.length > MAX_MCP_TOOLS_PER_SERVER) {
      skipped.push({
        server: s.server,
        tool: "*",
        why: `the server offers more than ${MAX_MCP_TOOLS_PER_SERVER} tools; only the first ${MAX_MCP_TOOLS_PER_SERVER} are used`,
      });
    }
    for (const t of s.tools.slice(0, MAX_MCP_TOOLS_PER_SERVER)) {
      if (typeof t.name !== "string" || t.name === "") continue;
      const qualifiedName = qualifiedToolName(s.server, t.name);
      if (taken.has(qualifiedName)) {
        skipped.push({
          server: s.server,
          tool: t.name,
          why: `its name '${qualifiedName}' is taken by another tool`,
        });
        continue;
      }
      const schema = (
        typeof t.inputSchema === "object" && t.inputSchema !== null ? t.inputSchema : {}
      ) as Record<string, unknown>;
      if ((JSON.stringify(schema)?.length ?? 0) > MAX_MCP_SCHEMA_BYTES) {
        skipped.push({
          server: s.server,
          tool: t.name,
          why: `its input schema is over ${MAX_MCP_SCHEMA_BYTES} bytes`,
        });
        continue;
      }
      taken.add(qualifiedName);
      const description = typeof t.description === "string" ? t.description : "";
      tools.push({
        server: s.server,
        name: t.name,
        qualifiedName,
        description:
          description.length > MAX_MCP_DESCRIPTION_CHARS
            ? `${description.slice(0, MAX_MCP_DESCRIPTION_CHARS)}… [description cut]`
            : description,
        inputSchema: { type: "object", properties: {}, ...schema },
      });
    }
    const client = s.client;
    connections.push({
      server: s.server,
      tools,
      async call(tool, args, signal) {
        let r: Awaited<ReturnType<Client["callTool"]>>;
        try {
          r = await client.callTool(
            { name: tool, arguments: (args ?? {}) as Record<string, unknown> },
            undefined,
            // Cancelling the turn sends notifications/cancelled to the server. Progress resets the
            // timeout, but never past MCP_CALL_MAX_MS in all (a server may report progress forever).
            {
              signal,
              timeout: MCP_CALL_MAX_MS,
              resetTimeoutOnProgress: true,
              maxTotalTimeout: MCP_CALL_MAX_MS,
            },
          );
        } catch (e) {
          const m = (e as Error).message;
          if (/Connection closed/i.test(m))
            throw new McpToolError(
              `The MCP server '${s.server}' closed the connection (it exited, or sent a message over the ${MAX_MCP_MESSAGE_BYTES / 1024 / 1024} MiB a message may have, which is refused).`,
            );
          throw e;
        }
        const text = renderMcpResult(r as never);
        if ((r as { isError?: unknown }).isError === true)
          throw new McpToolError(text === "" ? "The tool failed." : text);
        return text;
      },
      close: () => client.close(),
    });
  }
  return { connections, failures, skipped };
}
