import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { MCP_CODES, McpServeError } from "./errors.js";
import { createEventStore, SSE_RETRY_MS } from "./event-store.js";
import { isJsonPost, readJsonBody } from "./http-body.js";
import { checkMessage, errorAnswer, INVALID_REQUEST } from "./jsonrpc.js";
import type { ModernHttp } from "./modern.js";
import {
  allowedHostnames,
  bracket,
  DEFAULT_HTTP_HOST,
  DEFAULT_HTTP_PATH,
  DEFAULT_HTTP_PORT,
  type HttpListenOptions,
  isLoopback,
  type McpHttpHandle,
} from "./net.js";

export type { HttpListenOptions, McpHttpHandle };

// P1, P4: Streamable HTTP. Every request passes three gates before the MCP transport sees it:
// the Host header (DNS rebinding), the Origin header (browser pages of other sites), the bearer token.

function hostnameOf(value: string, withScheme: boolean): string | undefined {
  try {
    return new URL(withScheme ? value : `http://${value}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * True when `origin` is this server's own: http, one of its host names, and its port. A page served by
 * another local server (`http://localhost:3000`) is another origin, whatever its host name.
 */
export function isOwnOrigin(origin: string, hostnames: ReadonlySet<string>, port: number): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (
    url.protocol === "http:" && hostnames.has(url.hostname.toLowerCase()) && Number(url.port || 80) === port
  );
}

const digest = (s: string): Buffer => createHash("sha256").update(s, "utf8").digest();

/** An origin as browsers send it (`https://app.example`, no path, default port dropped); else as given. */
export function normalizeOrigin(value: string): string {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? value : origin;
  } catch {
    return value;
  }
}

// CORS for the origins named with --allowed-origin (and only those): a page there may call the
// endpoint with the headers the MCP client sends, and read the session id and protocol version back.
const CORS_METHODS = "GET, POST, DELETE";
const CORS_ALLOW_HEADERS =
  "authorization, content-type, accept, mcp-session-id, mcp-protocol-version, last-event-id";
const CORS_EXPOSE_HEADERS = "mcp-session-id, mcp-protocol-version, www-authenticate";
const CORS_MAX_AGE = "600";

function sendError(res: ServerResponse, status: number, code: string, message: string, headers = {}): void {
  const body = JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message, data: { code } }, id: null });
  res.writeHead(status, { "content-type": "application/json", ...headers }).end(body);
}

interface Session {
  readonly transport: StreamableHTTPServerTransport;
  readonly server: Server;
  /** Responses still open (a notification stream counts while it is connected). */
  open: number;
  lastSeen: number;
}

/** A session with no open response and no request for this long is closed (clients that vanished). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

/** Counts a response as open until it closes. */
function track(session: Session, res: ServerResponse): void {
  session.open++;
  session.lastSeen = Date.now();
  res.once("close", () => {
    session.open--;
    session.lastSeen = Date.now();
  });
}

/**
 * The parsed body of an MCP POST, or undefined once an error is answered: a body too large (413),
 * not JSON (-32700), or JSON that is not a JSON-RPC message (-32600, with the message's id where it
 * has one; the SDK called that a parse error).
 */
async function readPost(req: IncomingMessage, res: ServerResponse): Promise<{ value: unknown } | undefined> {
  const body = await readJsonBody(req);
  if (body.kind === "error") {
    const payload = { jsonrpc: "2.0", error: { code: body.code, message: body.message }, id: null };
    res.writeHead(body.status, { "content-type": "application/json" }).end(JSON.stringify(payload));
    return undefined;
  }
  const messages = Array.isArray(body.value) && body.value.length > 0 ? body.value : [body.value];
  for (const m of messages) {
    const check = checkMessage(m);
    if (check.ok) continue;
    const payload = errorAnswer(check.id, INVALID_REQUEST, check.message);
    res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify(payload));
    return undefined;
  }
  return { value: body.value };
}

/** Starts the HTTP endpoint; each MCP session gets its own SDK Server from `createServer`. */
export async function serveHttp(
  createServer: () => Server,
  options: HttpListenOptions = {},
  /** Called once a session's notification stream (its GET request) is open. */
  onNotificationStream: (server: Server) => void = () => {},
  /** The 2026-07-28 leg (modern.ts); without it only 2025-era sessions are served. */
  modern?: ModernHttp,
): Promise<McpHttpHandle> {
  const host = options.host ?? DEFAULT_HTTP_HOST;
  const path = options.path ?? DEFAULT_HTTP_PATH;
  const token = options.token === "" ? undefined : options.token;
  if (!isLoopback(host) && token === undefined) {
    throw new McpServeError(
      MCP_CODES.tokenRequired,
      `Refusing to serve MCP on ${host} without a bearer token: anyone who can reach that address could use your skills. Set SKILLPORT_TOKEN (or pass --token), or bind to 127.0.0.1.`,
    );
  }
  const hostnames = allowedHostnames(host, options.allowedHosts);
  const origins = new Set((options.allowedOrigins ?? []).map(normalizeOrigin));
  const expected = token !== undefined ? digest(token) : undefined;
  const sessions = new Map<string, Session>();

  const gateHostAndOrigin = (req: IncomingMessage, res: ServerResponse): boolean => {
    const hostHeader = req.headers.host;
    const hn = hostHeader ? hostnameOf(hostHeader, false) : undefined;
    if (hn === undefined || !hostnames.has(hn)) {
      sendError(
        res,
        403,
        MCP_CODES.forbiddenHost,
        `Forbidden: Host header ${JSON.stringify(hostHeader ?? "")} is not this server.`,
      );
      return false;
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !origins.has(origin)) {
      const port = (http.address() as AddressInfo | null)?.port ?? -1;
      if (!isOwnOrigin(origin, hostnames, port)) {
        sendError(
          res,
          403,
          MCP_CODES.forbiddenOrigin,
          `Forbidden: requests from origin ${JSON.stringify(origin)} are not allowed.`,
        );
        return false;
      }
    }
    return true;
  };

  const gate = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!gateHostAndOrigin(req, res)) return false;
    if (expected !== undefined) {
      const m = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "");
      if (!m || !timingSafeEqual(digest(m[1]!.trim()), expected)) {
        sendError(res, 401, MCP_CODES.unauthorized, "Unauthorized: send Authorization: Bearer <token>.", {
          "www-authenticate": 'Bearer realm="skillport"',
        });
        return false;
      }
    }
    return true;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const origin = req.headers.origin;
    const cors = origin !== undefined && origins.has(origin);
    if (cors) {
      // On every answer, errors included, so the page can read why a request failed.
      res.setHeader("access-control-allow-origin", origin);
      res.setHeader("access-control-expose-headers", CORS_EXPOSE_HEADERS);
      res.setHeader("vary", "Origin");
    }
    // A CORS preflight carries no credentials: it is answered before the token check, after the
    // Host and Origin checks. From an origin not listed it gets no CORS headers, so the browser stops.
    if (req.method === "OPTIONS" && origin !== undefined) {
      if (!gateHostAndOrigin(req, res)) return;
      if (url.pathname !== path) {
        sendError(res, 404, "not-found", `Not found: the MCP endpoint is ${path}.`);
        return;
      }
      const headers: Record<string, string> = { allow: `${CORS_METHODS}, OPTIONS` };
      if (cors) {
        headers["access-control-allow-methods"] = CORS_METHODS;
        headers["access-control-allow-headers"] = CORS_ALLOW_HEADERS;
        headers["access-control-max-age"] = CORS_MAX_AGE;
        // Chromium's private network access: a listed origin was allowed on purpose.
        if (req.headers["access-control-request-private-network"] === "true")
          headers["access-control-allow-private-network"] = "true";
      }
      res.writeHead(204, headers).end();
      return;
    }
    if (!gate(req, res)) return;
    if (url.pathname !== path) {
      sendError(res, 404, "not-found", `Not found: the MCP endpoint is ${path}.`);
      return;
    }
    // A JSON POST is read here once: the modern era's requests go to their own stateless leg.
    let body: { value: unknown } | undefined;
    if (req.method === "POST" && isJsonPost(req)) {
      body = await readPost(req, res);
      if (body === undefined) return;
      if (modern !== undefined && (await modern.claims(req, url, body.value))) {
        await modern.serve(req, res, url, body.value);
        return;
      }
    }
    const id = req.headers["mcp-session-id"];
    const sessionId = Array.isArray(id) ? id[0] : id;
    if (sessionId !== undefined) {
      const session = sessions.get(sessionId);
      if (!session) {
        sendError(res, 404, MCP_CODES.sessionNotFound, "Session not found: initialize a new session.");
        return;
      }
      track(session, res);
      // The transport answers a GET with the stream and keeps it open: it is ready once its head is out.
      if (req.method === "GET") {
        const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => ServerResponse;
        res.writeHead = ((...args: unknown[]) => {
          const out = writeHead(...args);
          if (res.statusCode === 200) setImmediate(() => onNotificationStream(session.server));
          return out;
        }) as typeof res.writeHead;
      }
      await session.transport.handleRequest(req, res, body?.value);
      return;
    }
    if (req.method !== "POST") {
      sendError(
        res,
        400,
        MCP_CODES.sessionNotFound,
        "Bad request: no Mcp-Session-Id header; initialize with a POST first.",
      );
      return;
    }
    // A new session; the transport answers anything but an initialize request with an error.
    const server = createServer();
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      // Resumable streams: a priming event with an id and a retry interval, then replay after
      // Last-Event-ID.
      eventStore: createEventStore(),
      retryInterval: SSE_RETRY_MS,
      onsessioninitialized: (sid) => {
        const session: Session = { transport, server, open: 0, lastSeen: Date.now() };
        track(session, res);
        sessions.set(sid, session);
      },
      onsessionclosed: (sid) => {
        sessions.delete(sid);
      },
    });
    transport.onclose = () => {
      if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
    };
    await server.connect(transport);
    await transport.handleRequest(req, res, body?.value);
    if (transport.sessionId === undefined || !sessions.has(transport.sessionId)) await server.close();
  };

  const http = createHttpServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) sendError(res, 500, "internal-error", `Internal error: ${(e as Error).message}`);
      else res.end();
    });
  });
  await new Promise<void>((ok, fail) => {
    http.once("error", fail);
    http.listen(options.port ?? DEFAULT_HTTP_PORT, host, () => {
      http.off("error", fail);
      ok();
    });
  });
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [sid, session] of sessions) {
        if (session.open > 0 || now - session.lastSeen < SESSION_IDLE_MS) continue;
        sessions.delete(sid);
        session.server.close().catch(() => {});
      }
    },
    Math.min(SESSION_IDLE_MS, 60_000),
  );
  sweep.unref();
  const port = (http.address() as AddressInfo).port;
  let closed = false;
  return {
    url: `http://${bracket(host)}:${port}${path}`,
    host,
    port,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(sweep);
      const all = [...sessions.values()];
      sessions.clear();
      await Promise.all(all.map((s) => s.server.close().catch(() => {})));
      http.closeAllConnections();
      await new Promise<void>((ok) => http.close(() => ok()));
    },
  };
}
