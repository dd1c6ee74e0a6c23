import type { IncomingMessage, ServerResponse } from "node:http";
import { createMcpHandler, isLegacyRequest, Server } from "@modelcontextprotocol/server";
import * as z from "zod";
import { baseMethods, methodEntries, serverInfo } from "./base-methods.js";
import type { HandlerContext } from "./handlers.js";
import type { DigestCache } from "./skill-files.js";
import {
  CACHE_HINT,
  getSkillEntry,
  listSkillEntries,
  type OnUnlisted,
  readDirectory,
  skillsExtensionCapability,
} from "./skills-extension.js";
import type { McpSnapshot } from "./source.js";

// The 2026-07-28 revision over HTTP: stateless, one exchange per request, every request carrying its
// protocol version and the client's capabilities in `_meta`, the standard headers (MCP-Protocol-Version,
// Mcp-Method, Mcp-Name) checked against the body, cacheable results with ttlMs and cacheScope. The
// official SDK v2 server answers this era (its per-request handler does the envelope, header and
// version checks); it answers from the same pure handlers and the same snapshot as the 2025-11-25
// sessions of http.ts. Nothing here keeps state between requests, so any number of processes on one
// skill tree can serve one client (docs/MCP.md#scale-out).

export interface ModernDeps {
  readonly snapshot: () => McpSnapshot;
  readonly ctx: HandlerContext;
  readonly digests: DigestCache;
  readonly onUnlisted: OnUnlisted;
  readonly version: string;
  readonly instructions: string;
  /** Called after each tool call (starts the watcher, as on the 2025 path). */
  readonly afterToolCall: () => void;
}

const CACHEABLE = [
  "tools/list",
  "prompts/list",
  "resources/list",
  "resources/templates/list",
  "resources/read",
] as const;

const ListParams = z.object({ cursor: z.string().optional() }).loose();
const GetParams = z.object({ uri: z.string() }).loose();
const DirectoryParams = z.object({ uri: z.string(), cursor: z.string().optional() }).loose();

/** A v2 SDK Server for one modern-era request, answering from the current snapshot. */
export function modernServer(d: ModernDeps): Server {
  const server = new Server(serverInfo(d.version), {
    capabilities: {
      tools: { listChanged: true },
      prompts: { listChanged: true },
      resources: { listChanged: true },
      completions: {},
      extensions: skillsExtensionCapability(),
    },
    instructions: d.instructions,
    cacheHints: Object.fromEntries(CACHEABLE.map((m) => [m, CACHE_HINT])),
  });
  const snap = d.snapshot;
  // The SDK has validated each request's params against its schema of the method.
  for (const [method, answer] of methodEntries(baseMethods(d)))
    server.setRequestHandler(method, (r: { params?: unknown }) => answer(r.params) as never);
  server.setRequestHandler("skills/list", { params: ListParams }, (p) =>
    listSkillEntries(snap(), d.digests, p.cursor, d.onUnlisted),
  );
  server.setRequestHandler("skills/get", { params: GetParams }, (p) =>
    getSkillEntry(snap(), d.digests, p.uri),
  );
  server.setRequestHandler("resources/directory/read", { params: DirectoryParams }, (p) =>
    readDirectory(snap(), p.uri, p.cursor),
  );
  return server;
}

/** The modern leg: a per-request handler over Node's request and response. */
export interface ModernHttp {
  /**
   * True when this POST (body already parsed) belongs to the 2026-07-28 era: it carries the per-request
   * `_meta` claim or a modern MCP-Protocol-Version header. 2025-era traffic (initialize, sessions)
   * stays on the sessionful path.
   */
  claims(req: IncomingMessage, url: URL, body: unknown): Promise<boolean>;
  /** Answers one modern request; `body` is the parsed JSON body. */
  serve(req: IncomingMessage, res: ServerResponse, url: URL, body: unknown): Promise<void>;
  /** Tells open subscription streams that lists changed. */
  listChanged(lists: { tools?: boolean; prompts?: boolean; resources?: boolean }): void;
  close(): Promise<void>;
}

const headersOf = (req: IncomingMessage): Headers => {
  const h = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) h.append(k, one);
  }
  return h;
};

function webRequest(req: IncomingMessage, url: URL, body: unknown, signal?: AbortSignal): Request {
  return new Request(url, {
    method: req.method ?? "POST",
    headers: headersOf(req),
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

/** Writes a web Response to Node's response, streaming its body (SSE streams stay open until closed). */
async function sendResponse(response: Response, res: ServerResponse, abort: AbortController): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((v, k) => {
    headers[k] = v;
  });
  res.writeHead(response.status, headers);
  if (response.body === null) {
    res.end();
    return;
  }
  res.once("close", () => abort.abort());
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (!res.write(chunk)) await new Promise((ok) => res.once("drain", ok));
    }
  } catch {
    // The client went away (abort) or the stream failed: nothing more to send.
  }
  res.end();
}

export function createModernHttp(d: ModernDeps, onError: (e: Error) => void): ModernHttp {
  // The handler reports every rejected request too (a client's mistake, answered): not worth a line.
  const handler = createMcpHandler(() => modernServer(d), { legacy: "reject" });
  void onError;
  return {
    async claims(req, url, body) {
      if (req.method !== "POST") return false;
      return !(await isLegacyRequest(webRequest(req, url, body), body));
    },
    async serve(req, res, url, body) {
      const abort = new AbortController();
      const response = await handler.fetch(webRequest(req, url, body, abort.signal), { parsedBody: body });
      await sendResponse(response, res, abort);
    },
    listChanged(lists) {
      if (lists.tools) handler.notify.toolsChanged();
      if (lists.prompts) handler.notify.promptsChanged();
      if (lists.resources) handler.notify.resourcesChanged();
    },
    close: () => handler.close(),
  };
}
