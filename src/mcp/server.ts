import { resolve } from "node:path";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { LoadOptions } from "../load.js";
import { packageVersion } from "../util/package-root.js";
import { createAnnouncer, log, onceEach } from "./announce.js";
import type { HandlerContext } from "./handlers.js";
import { diagnosticMessages, type LogMessage } from "./logging.js";
import type { ModernDeps, ModernHttp } from "./modern.js";
import type { HttpHandlerOptions, HttpListenOptions, McpHttpHandle, McpHttpHandler } from "./net.js";
import { createSessionServer, INSTRUCTIONS } from "./session-server.js";
import { createDigestCache } from "./skill-files.js";
import { createSkillSource, type McpSnapshot, type SkillSource } from "./source.js";
import { createSubscriptions } from "./subscriptions.js";
import { deferWatch } from "./watch-start.js";

// P1–P3: one shared, live view of the skills; one SDK Server per connected client (a stdio pipe or an
// HTTP session), all answering from the current snapshot and all told when it changes.

export interface McpServerOptions extends LoadOptions {
  /** Command prompts may run their shell snippets. Default false: such a prompt returns an error. */
  readonly allowShell?: boolean;
  /** Live reload with list_changed notifications. Default true. */
  readonly watch?: boolean;
  /** Put the budgeted catalog in the skill tool's description. Default true. */
  readonly catalog?: boolean;
  /** Reports errors of background work (reloads, notifications). Default: ignored. */
  readonly onError?: (error: Error) => void;
  /**
   * Told what an operator should know, once each: the first time the skills overflow the skill tool's
   * description and it switches to the retrieval form (a selection plus `search_skills`), and each
   * skill that skills/list leaves out because it breaks a rule of the Skills extension (with why).
   * Default: ignored.
   */
  readonly onNotice?: (message: string) => void;
}

/**
 * An MCP SDK transport (`StdioServerTransport`, `InMemoryTransport`, …), described by the members
 * skillport uses so that these declarations compile without the optional SDK installed.
 */
export interface McpTransport {
  start(): Promise<void>;
  send(message: unknown, options?: unknown): Promise<void>;
  close(): Promise<void>;
}

/** The MCP SDK's `Server`, likewise described by its members a host calls (cast it for the rest). */
export interface McpSdkServer {
  connect(transport: McpTransport): Promise<void>;
  close(): Promise<void>;
}

export interface SkillportMcpServer {
  /** A new SDK Server answering from this server's skills; connect it to exactly one transport. */
  createServer(): McpSdkServer;
  /** Connects a transport (stdio, in-memory, …) to a new SDK Server and returns it. */
  connect(transport: McpTransport): Promise<McpSdkServer>;
  /** Serves Streamable HTTP: 127.0.0.1 by default, token required off loopback. */
  listen(options?: HttpListenOptions): Promise<McpHttpHandle>;
  /**
   * The Streamable HTTP endpoint as a Node `(req, res)` handler, for an HTTP server of your own (mount
   * it at `options.path`, default /mcp): the same gates (Host, Origin, token) and both protocol
   * revisions as `listen`. Pass the `port` your server answers on for the same-origin check.
   */
  httpHandler(options?: HttpHandlerOptions): Promise<McpHttpHandler>;
  /** The snapshot requests are answered from. */
  snapshot(): McpSnapshot;
  /**
   * Re-runs the pipeline now; true when something clients can list changed (they were sent the
   * list_changed notification of each list that did).
   */
  reload(): Promise<boolean>;
  /** Stops watching, closes every session and HTTP listener. */
  close(): Promise<void>;
}

/** The parts of a running server that requests and notifications share. */
interface Core {
  readonly live: SkillSource;
  readonly ctx: HandlerContext;
  readonly version: string;
  readonly digests: ReturnType<typeof createDigestCache>;
  readonly subscriptions: ReturnType<typeof createSubscriptions>;
  readonly sessions: Set<Server>;
  readonly modernLegs: Set<ModernHttp>;
  readonly onUnlisted: ReturnType<typeof onceEach>;
  readonly afterToolCall: () => void;
  readonly report: (e: unknown) => void;
  /** Log messages a session is owed once its HTTP notification stream (its GET) opens. */
  readonly owed: WeakMap<Server, readonly LogMessage[]>;
}

/** A new SDK Server for one connection, tracked until it closes. */
function sessionServer(c: Core): Server {
  const server = createSessionServer({
    snapshot: () => c.live.current(),
    ctx: c.ctx,
    version: c.version,
    digests: c.digests,
    subscriptions: c.subscriptions,
    onUnlisted: c.onUnlisted,
    afterToolCall: c.afterToolCall,
  });
  // Load diagnostics reach the client as log messages once it is ready for notifications: over HTTP
  // a notification outside any request travels on the client's GET stream, which opens later.
  server.oninitialized = () => {
    const messages = diagnosticMessages(c.live.current().set.diagnostics);
    if (server.transport?.sessionId === undefined) log(server, messages);
    else c.owed.set(server, messages);
  };
  const previous = server.onclose;
  server.onclose = () => {
    c.sessions.delete(server);
    c.subscriptions.drop(server);
    previous?.();
  };
  c.sessions.add(server);
  return server;
}

const depsOf = (c: Core): ModernDeps => ({
  snapshot: () => c.live.current(),
  ctx: c.ctx,
  digests: c.digests,
  onUnlisted: c.onUnlisted,
  version: c.version,
  instructions: INSTRUCTIONS,
  afterToolCall: c.afterToolCall,
});

/** The HTTP endpoint's handler: 2025-11-25 sessions and the 2026-07-28 stateless leg. */
async function httpHandlerOf(
  c: Core,
  options: HttpHandlerOptions,
  port?: () => number,
): Promise<McpHttpHandler> {
  // Streamable HTTP (the SDKs' HTTP transports and what they load) loads only here: a stdio server
  // never needs it.
  const [{ createHttpHandler }, { createModernHttp }] = await Promise.all([
    import("./http.js"),
    import("./modern.js"),
  ]);
  const modern = createModernHttp(depsOf(c), c.report);
  c.modernLegs.add(modern);
  const handler = createHttpHandler(
    {
      createServer: () => sessionServer(c),
      onNotificationStream: (server) => {
        const messages = c.owed.get(server);
        c.owed.delete(server);
        if (messages) log(server, messages);
      },
      modern,
      port: port ?? (() => options.port ?? -1),
    },
    options,
  );
  return {
    handle: handler.handle,
    async close() {
      c.modernLegs.delete(modern);
      await handler.close();
    },
  };
}

/** Creates the MCP server for a skill tree. Loads the skills before it resolves. */
export async function createMcpServer(options: McpServerOptions = {}): Promise<SkillportMcpServer> {
  const {
    allowShell = false,
    watch = true,
    catalog = true,
    onError = () => {},
    onNotice = () => {},
    ...rest
  } = options;
  const load: LoadOptions = { ...rest, cwd: resolve(rest.cwd ?? process.cwd()) };
  const report = (e: unknown) => onError(e instanceof Error ? e : new Error(String(e)));
  let source: SkillSource | undefined;
  const deferred = deferWatch(watch, load, (change) => source?.update(change).catch(report), report);
  try {
    source = await createSkillSource({ load, catalog });
  } catch (e) {
    deferred.cancel();
    throw e;
  }
  const live: SkillSource = source;
  deferred.watcher
    ?.then((w) => (w ? live.update({ set: w.set, commands: w.commands }) : undefined))
    .catch(report);
  deferred.arm();
  const c: Core = {
    live,
    ctx: { profile: load.profile, cwd: load.cwd!, allowShell },
    version: packageVersion(),
    digests: createDigestCache(),
    subscriptions: createSubscriptions(() => live.current(), report),
    sessions: new Set(),
    modernLegs: new Set(),
    onUnlisted: onceEach(onNotice),
    afterToolCall: deferred.kick,
    report,
    owed: new WeakMap(),
  };
  const announcer = createAnnouncer({ first: live.current(), ...c, onNotice });
  // After the first answer, like the watcher: the notices read the catalog form, which builds it.
  void deferred.wanted.then((go) => go && announcer.firstAnswered(live.current()));
  live.onChange((snap) => {
    c.subscriptions.refresh();
    announcer.changed(snap);
  });
  return facade(c, deferred, announcer.rounds);
}

const cores = new WeakMap<SkillportMcpServer, Core>();
const firstAnswers = new WeakMap<SkillportMcpServer, Promise<boolean>>();

/**
 * Settles once a server created here has answered its first tool call (or a second after its load):
 * true, or false when it closed first. The CLI writes its code cache then.
 * @internal (the CLI's, not in the published declarations)
 */
export function firstAnswered(mcp: SkillportMcpServer): Promise<boolean> {
  return firstAnswers.get(mcp) ?? Promise.resolve(false);
}

/**
 * What the 2026-07-28 leg needs of a server created here (the stdio entry of the CLI uses it).
 * @internal (not in the published declarations: it names the SDK v2 types)
 */
export function modernDepsOf(mcp: SkillportMcpServer): ModernDeps | undefined {
  const c = cores.get(mcp);
  return c === undefined ? undefined : depsOf(c);
}

/** The SkillportMcpServer a host holds. */
function facade(c: Core, deferred: ReturnType<typeof deferWatch>, rounds: () => number): SkillportMcpServer {
  const closers = new Set<() => Promise<void>>();
  const mcp: SkillportMcpServer = {
    createServer: () => sessionServer(c),
    async connect(transport) {
      const server = sessionServer(c);
      await server.connect(transport as Transport);
      return server;
    },
    async listen(httpOptions = {}) {
      const { serveHttp } = await import("./http.js");
      const handle = await serveHttp((port) => httpHandlerOf(c, httpOptions, port), httpOptions);
      closers.add(handle.close);
      return handle;
    },
    async httpHandler(httpOptions = {}) {
      const handler = await httpHandlerOf(c, httpOptions);
      closers.add(handler.close);
      return handler;
    },
    snapshot: () => c.live.current(),
    async reload() {
      const before = rounds();
      await c.live.reload();
      return rounds() !== before;
    },
    async close() {
      c.subscriptions.close();
      deferred.cancel();
      await (await deferred.watcher)?.close();
      await Promise.all([...closers].map((close) => close().catch(() => {})));
      closers.clear();
      await Promise.all([...c.sessions].map((s) => s.close().catch(() => {})));
      c.sessions.clear();
    },
  };
  cores.set(mcp, c);
  firstAnswers.set(mcp, deferred.wanted);
  return mcp;
}
