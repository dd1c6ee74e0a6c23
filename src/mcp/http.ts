import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { MCP_CODES, McpServeError } from "./errors.js";
import { isJsonPost, readJsonBody } from "./http-body.js";
import { createGates, sendError } from "./http-gates.js";
import { createSessions } from "./http-sessions.js";
import { checkMessage, errorAnswer, INVALID_REQUEST } from "./jsonrpc.js";
import type { ModernHttp } from "./modern.js";
import {
  bracket,
  DEFAULT_HTTP_HOST,
  DEFAULT_HTTP_PATH,
  DEFAULT_HTTP_PORT,
  type HttpListenOptions,
  isLoopback,
  type McpHttpHandle,
  type McpHttpHandler,
} from "./net.js";

export type { HttpListenOptions, McpHttpHandle, McpHttpHandler };

// P1, P4: Streamable HTTP. Every request passes the gates (http-gates.ts), then goes to the
// 2026-07-28 stateless leg (modern.ts) or to a 2025-11-25 session (http-sessions.ts). The handler
// answers Node's (req, res) pairs: skillport's own listener uses it, and so can another HTTP server
// that mounts the MCP endpoint (docs/MCP.md#library).

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

export interface HttpHandlerParts {
  /** A new SDK Server for each 2025-era session. */
  readonly createServer: () => Server;
  /** Called once a session's notification stream (its GET request) is open. */
  readonly onNotificationStream?: (server: Server) => void;
  /** The 2026-07-28 leg; without it only 2025-era sessions are served. */
  readonly modern?: ModernHttp;
  /** The port the server answers on, for the same-origin check (-1 when unknown). */
  readonly port: () => number;
}

export function createHttpHandler(parts: HttpHandlerParts, options: HttpListenOptions = {}): McpHttpHandler {
  const path = options.path ?? DEFAULT_HTTP_PATH;
  const gates = createGates(options, parts.port);
  const sessions = createSessions(parts.createServer, parts.onNotificationStream ?? (() => {}));
  const modern = parts.modern;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (gates.cors(req, res, url.pathname, path)) return;
    if (!gates.all(req, res)) return;
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
    await sessions.serve(req, res, body?.value);
  };

  return {
    handle: (req, res) =>
      handle(req, res).catch((e: unknown) => {
        if (!res.headersSent)
          sendError(res, 500, "internal-error", `Internal error: ${(e as Error).message}`);
        else res.end();
      }),
    async close() {
      await Promise.all([sessions.close(), modern?.close()]);
    },
  };
}

/** Starts the HTTP endpoint on its own listener: 127.0.0.1 by default, a token required off loopback. */
export async function serveHttp(
  /** The handler, given the port the listener answers on. */
  handlerFor: (port: () => number) => Promise<McpHttpHandler>,
  options: HttpListenOptions = {},
): Promise<McpHttpHandle> {
  const host = options.host ?? DEFAULT_HTTP_HOST;
  const path = options.path ?? DEFAULT_HTTP_PATH;
  if (!isLoopback(host) && (options.token === undefined || options.token === "")) {
    throw new McpServeError(
      MCP_CODES.tokenRequired,
      `Refusing to serve MCP on ${host} without a bearer token: anyone who can reach that address could use your skills. Set SKILLPORT_TOKEN (or pass --token), or bind to 127.0.0.1.`,
    );
  }
  const listening = (): number => (http.address() as AddressInfo | null)?.port ?? -1;
  const handler = await handlerFor(listening);
  const http = createHttpServer((req, res) => {
    void handler.handle(req, res);
  });
  try {
    await new Promise<void>((ok, fail) => {
      http.once("error", fail);
      http.listen(options.port ?? DEFAULT_HTTP_PORT, host, () => {
        http.off("error", fail);
        ok();
      });
    });
  } catch (e) {
    await handler.close();
    throw e;
  }
  const port = listening();
  let closed = false;
  return {
    url: `http://${bracket(host)}:${port}${path}`,
    host,
    port,
    async close() {
      if (closed) return;
      closed = true;
      await handler.close();
      http.closeAllConnections();
      await new Promise<void>((ok) => http.close(() => ok()));
    },
  };
}
