import type { IncomingMessage, ServerResponse } from "node:http";
import { networkInterfaces, hostname as osHostname } from "node:os";

// P4: which addresses count as loopback and which Host names a server bound to an address answers to.
// Kept apart from the HTTP transport so the library can use it without loading the MCP SDK.

export const DEFAULT_HTTP_HOST = "127.0.0.1";
export const DEFAULT_HTTP_PORT = 7717;
export const DEFAULT_HTTP_PATH = "/mcp";

export interface HttpListenOptions {
  /** Address to bind, default 127.0.0.1. Anything but loopback requires `token`. */
  readonly host?: string;
  /** Port, default 7717; 0 picks a free one (see the handle's `port`). */
  readonly port?: number;
  /** Endpoint path, default /mcp. */
  readonly path?: string;
  /** Bearer token: when set, every request must carry `Authorization: Bearer TOKEN`. */
  readonly token?: string;
  /** Extra host names accepted in the Host header (e.g. a DNS name of this machine), without port. */
  readonly allowedHosts?: readonly string[];
  /**
   * Extra origins accepted in the Origin header (`https://app.example`); pages there may call the
   * server from a browser (CORS). Compared as browsers send them (no path, no default port).
   */
  readonly allowedOrigins?: readonly string[];
}

export interface McpHttpHandle {
  /** The endpoint URL, e.g. http://127.0.0.1:7717/mcp. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Options of the endpoint as a handler mounted in another HTTP server: `host` and `allowedHosts` name
 * what the Host header may say, `port` is the port that server answers on (the same-origin check),
 * `path` where it mounts the handler, `token` and `allowedOrigins` as for `listen`.
 */
export type HttpHandlerOptions = HttpListenOptions;

/** The MCP endpoint as a Node `(req, res)` handler. */
export interface McpHttpHandler {
  /** Answers one request: the gates, then MCP at the path (a 404 elsewhere). Never rejects. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Closes every session and subscription stream of this handler. */
  close(): Promise<void>;
}

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** True for localhost, 127.0.0.0/8 and ::1. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  return h === "localhost" || h === "::1" || /^127(\.\d{1,3}){3}$/.test(h) || h === "::ffff:127.0.0.1";
}

export const bracket = (h: string): string => (h.includes(":") && !h.startsWith("[") ? `[${h}]` : h);

/** Host names (no port) a Host or Origin header may name for a server bound to `host`. */
export function allowedHostnames(host: string, extra: readonly string[] = []): Set<string> {
  const names = new Set<string>([...LOOPBACK_NAMES, ...extra.map((h) => bracket(h.toLowerCase()))]);
  const h = host.toLowerCase();
  if (h === "0.0.0.0" || h === "::" || h === "[::]") {
    // A wildcard bind answers on every address of this machine: accept its own names and addresses.
    names.add(osHostname().toLowerCase());
    for (const list of Object.values(networkInterfaces())) {
      for (const a of list ?? []) names.add(bracket(a.address.toLowerCase()));
    }
  } else {
    names.add(bracket(h));
  }
  return names;
}
