import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { MCP_CODES } from "./errors.js";
import { allowedHostnames, DEFAULT_HTTP_HOST, type HttpListenOptions } from "./net.js";

// P4: the three gates every HTTP request passes before MCP sees it: the Host header (DNS rebinding),
// the Origin header (browser pages of other sites), the bearer token; and CORS for the origins named
// with --allowed-origin. Shared by skillport's own listener and a handler mounted in another server.

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
  "authorization, content-type, accept, mcp-session-id, mcp-protocol-version, last-event-id, mcp-method, mcp-name";
const CORS_EXPOSE_HEADERS = "mcp-session-id, mcp-protocol-version, www-authenticate";
const CORS_MAX_AGE = "600";

export function sendError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers = {},
): void {
  const body = JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message, data: { code } }, id: null });
  res.writeHead(status, { "content-type": "application/json", ...headers }).end(body);
}

export interface Gates {
  /** Host and Origin; false once a 403 is answered. */
  hostAndOrigin(req: IncomingMessage, res: ServerResponse): boolean;
  /** Host, Origin and the bearer token; false once a 403 or 401 is answered. */
  all(req: IncomingMessage, res: ServerResponse): boolean;
  /**
   * Sets the CORS headers of a listed origin; answers a preflight (true when it did). `path` is the
   * endpoint: a preflight elsewhere is a 404.
   */
  cors(req: IncomingMessage, res: ServerResponse, pathname: string, path: string): boolean;
}

/** The gates for a server answering on `options.host` (default 127.0.0.1) at the port `port()` gives. */
export function createGates(options: HttpListenOptions, port: () => number): Gates {
  const hostnames = allowedHostnames(options.host ?? DEFAULT_HTTP_HOST, options.allowedHosts);
  const origins = new Set((options.allowedOrigins ?? []).map(normalizeOrigin));
  const token = options.token === "" ? undefined : options.token;
  const expected = token !== undefined ? digest(token) : undefined;

  const hostAndOrigin = (req: IncomingMessage, res: ServerResponse): boolean => {
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
    if (origin !== undefined && !origins.has(origin) && !isOwnOrigin(origin, hostnames, port())) {
      sendError(
        res,
        403,
        MCP_CODES.forbiddenOrigin,
        `Forbidden: requests from origin ${JSON.stringify(origin)} are not allowed.`,
      );
      return false;
    }
    return true;
  };

  const all = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!hostAndOrigin(req, res)) return false;
    if (expected === undefined) return true;
    const m = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "");
    if (m && timingSafeEqual(digest(m[1]!.trim()), expected)) return true;
    sendError(res, 401, MCP_CODES.unauthorized, "Unauthorized: send Authorization: Bearer <token>.", {
      "www-authenticate": 'Bearer realm="skillport"',
    });
    return false;
  };

  const cors = (req: IncomingMessage, res: ServerResponse, pathname: string, path: string): boolean => {
    const origin = req.headers.origin;
    const listed = origin !== undefined && origins.has(origin);
    if (listed) {
      // On every answer, errors included, so the page can read why a request failed.
      res.setHeader("access-control-allow-origin", origin);
      res.setHeader("access-control-expose-headers", CORS_EXPOSE_HEADERS);
      res.setHeader("vary", "Origin");
    }
    // A CORS preflight carries no credentials: it is answered before the token check, after the
    // Host and Origin checks. From an origin not listed it gets no CORS headers, so the browser stops.
    if (req.method !== "OPTIONS" || origin === undefined) return false;
    if (!hostAndOrigin(req, res)) return true;
    if (pathname !== path) {
      sendError(res, 404, "not-found", `Not found: the MCP endpoint is ${path}.`);
      return true;
    }
    const headers: Record<string, string> = { allow: `${CORS_METHODS}, OPTIONS` };
    if (listed) {
      headers["access-control-allow-methods"] = CORS_METHODS;
      headers["access-control-allow-headers"] = CORS_ALLOW_HEADERS;
      headers["access-control-max-age"] = CORS_MAX_AGE;
      // Chromium's private network access: a listed origin was allowed on purpose.
      if (req.headers["access-control-request-private-network"] === "true")
        headers["access-control-allow-private-network"] = "true";
    }
    res.writeHead(204, headers).end();
    return true;
  };

  return { hostAndOrigin, all, cors };
}
