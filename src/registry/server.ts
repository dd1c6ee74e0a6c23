// `skillport registry serve`: opens the store, brings its schema up to date, adopts the operator's
// admin token and answers HTTP. Everything a request needs comes from the database, so any number of
// these processes can serve one PostgreSQL database behind a load balancer.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { apiRoute, type RegistryContext, type Request, wellKnownRoute } from "./api.js";
import type { RegistryDb } from "./db.js";
import { REGISTRY_CODES, RegistryError } from "./errors.js";
import { sendJson, toRegistryError } from "./http-util.js";
import { migrate } from "./schema.js";
import { createRegistrySearch } from "./search.js";
import { countTokens, generation } from "./store.js";
import { ANONYMOUS, adoptAdminToken, authenticate, bearer, requireScope } from "./tokens.js";
import { webRoute } from "./web.js";

export interface RegistryServerOptions {
  readonly db: RegistryDb;
  /** Reads need a token of the read scope. */
  readonly private?: boolean;
  /** Largest upload accepted, compressed (default 20 MiB). */
  readonly maxUploadBytes?: number;
  /** Registered as an admin token (SKILLPORT_REGISTRY_TOKEN). */
  readonly adminToken?: string;
  /** The registry's URL as clients reach it (behind a proxy); default: from each request's Host. */
  readonly publicUrl?: string;
  /** Serve MCP at /mcp (default true). */
  readonly mcp?: boolean;
  /** Extra routes tried after the API (the web page, MCP). */
  readonly routes?: readonly ((ctx: RegistryContext, r: Request) => Promise<boolean>)[];
  /** Where unexpected errors are reported (default: stderr). */
  readonly log?: (line: string) => void;
}

export const DEFAULT_MAX_UPLOAD = 20 * 1024 * 1024;

export interface RegistryServer {
  readonly server: Server;
  readonly context: RegistryContext;
  /** Number of tokens that exist (0: nobody can publish yet). */
  readonly tokens: number;
  listen(port: number, host?: string): Promise<{ port: number; url: string }>;
  close(): Promise<void>;
}

async function health(ctx: RegistryContext, res: ServerResponse): Promise<void> {
  const g = await generation(ctx.db);
  sendJson(res, 200, { ok: true, store: ctx.db.kind, generation: g });
}

async function handle(
  ctx: RegistryContext,
  options: RegistryServerOptions,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? "/", "http://registry.invalid");
  } catch {
    throw new RegistryError(REGISTRY_CODES.badRequest, "The request URL is not valid.");
  }
  if (url.pathname === "/healthz") return health(ctx, res);
  const token = bearer(req.headers.authorization);
  const caller = token === undefined ? ANONYMOUS : await authenticate(ctx.db, token);
  if (options.private) requireScope(caller, "read");
  const r: Request = { req, res, url, caller };
  if (await apiRoute(ctx, r)) return;
  if (await wellKnownRoute(ctx, r)) return;
  if (await webRoute(ctx, r)) return;
  for (const route of options.routes ?? []) if (await route(ctx, r)) return;
  throw new RegistryError(
    REGISTRY_CODES.notFound,
    `The path ${url.pathname.slice(0, 200)} is not in this registry.`,
  );
}

export async function createRegistryServer(options: RegistryServerOptions): Promise<RegistryServer> {
  const { db } = options;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  await migrate(db);
  if (options.adminToken !== undefined && options.adminToken !== "")
    await adoptAdminToken(db, options.adminToken);
  const tokens = await countTokens(db);
  const context: RegistryContext = {
    db,
    search: createRegistrySearch(db),
    maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD,
    ...(options.publicUrl !== undefined ? { publicUrl: options.publicUrl } : {}),
  };
  const mcp = options.mcp === false ? undefined : (await import("./mcp.js")).createRegistryMcp();
  const routes = mcp ? [mcp.route, ...(options.routes ?? [])] : (options.routes ?? []);
  const server = createServer((req, res) => {
    handle(context, { ...options, routes }, req, res).catch((e: unknown) => {
      const err = toRegistryError(e);
      if (err.code === REGISTRY_CODES.internal) log(`registry: ${(e as Error)?.stack ?? String(e)}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // A refused upload may still be arriving: answer, then close rather than read the rest.
      const headers: Record<string, string> = err.status === 413 ? { connection: "close" } : {};
      if (err.status === 401) headers["www-authenticate"] = 'Bearer realm="skillport-registry"';
      if (err.status === 503) headers["retry-after"] = "5";
      sendJson(res, err.status, { error: { code: err.code, message: err.message, ...err.details } }, headers);
      if (err.status === 413) res.on("finish", () => req.destroy());
    });
  });
  // Build the search index in the background once serving: at 100k skills it takes tens of seconds,
  // which the first search would otherwise wait for. A failure here is the first search's to report.
  const warm = () => void context.search.search("", 1).catch(() => {});
  server.once("listening", () => setTimeout(warm, 100).unref());
  server.requestTimeout = 120_000;
  server.headersTimeout = 30_000;
  return {
    server,
    context,
    tokens,
    listen: (port, host = "127.0.0.1") =>
      new Promise((resolvePromise, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          server.off("error", reject);
          const a = server.address() as AddressInfo;
          const h = a.family === "IPv6" ? `[${a.address}]` : a.address;
          resolvePromise({ port: a.port, url: `http://${h}:${a.port}` });
        });
      }),
    close: async () => {
      await new Promise<void>((resolvePromise) => {
        server.closeAllConnections();
        server.close(() => resolvePromise());
      });
      await mcp?.close();
    },
  };
}
