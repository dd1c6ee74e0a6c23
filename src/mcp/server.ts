import { resolve } from "node:path";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { Protocol } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import {
  CallToolRequestSchema,
  CompleteRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type ServerResult,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod";
import type { LoadOptions } from "../load.js";
import { packageVersion } from "../util/package-root.js";
import { complete } from "./completion.js";
import { watchForChanges } from "./deps.js";
import { RpcError } from "./errors.js";
import {
  callTool,
  getPrompt,
  type HandlerContext,
  type ListingKeys,
  listingKeys,
  listPrompts,
  listResources,
  listResourceTemplates,
  listTools,
  readResource,
} from "./handlers.js";
import { diagnosticMessages, type LogMessage } from "./logging.js";
import type { ModernHttp } from "./modern.js";
import type { HttpListenOptions, McpHttpHandle } from "./net.js";
import { createDigestCache } from "./skill-files.js";
import {
  listedSkills,
  type OnUnlisted,
  registerSkillsExtension,
  skillsExtensionCapability,
  UNLISTED_NOTE,
  unlistedSkills,
} from "./skills-extension.js";
import { createSkillSource, type McpSnapshot, type SkillSource } from "./source.js";
import { createSubscriptions, TooManySubscriptions } from "./subscriptions.js";

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

/** When the watcher starts (and the catalog is built) if no tool call came first (see createMcpServer). */
const WATCH_START_MS = 1000;

const INSTRUCTIONS =
  "Agent Skills from skillport. The `skill` tool lists the available skills in its description: load one " +
  "when a task matches it and follow its instructions. `search_skills` finds skills by task; " +
  "`read_skill_resource` reads files bundled with a skill. User-invocable skills and custom commands are " +
  "also offered as prompts, and every skill file as a skill://NAME/PATH resource.";

type RequestSchema = z.ZodObject<{ method: z.ZodLiteral<string> }>;

const setHandler = Protocol.prototype.setRequestHandler as Server["setRequestHandler"];

/**
 * Registers a request handler whose params are validated here, so malformed params are answered with
 * -32602 Invalid params (the SDK's own parse would report them as an internal error).
 */
function handle<S extends RequestSchema>(
  server: Server,
  schema: S,
  fn: (request: z.output<S>) => unknown,
): void {
  const method = schema.shape.method.value;
  // Protocol's own registration: Server's override for tools/call parses each request a second time
  // (its error reached clients as "MCP error -32602: MCP error -32602: …") and each result once more.
  setHandler.call(server, z.object({ method: z.literal(method) }).loose(), async (request) => {
    const parsed = schema.safeParse(request);
    if (!parsed.success) {
      throw new RpcError(
        ErrorCode.InvalidParams,
        `Invalid ${method} request: ${z.prettifyError(parsed.error)}`,
      );
    }
    // Results are plain objects shaped by handlers.ts; the SDK checks tools/call results itself.
    return (await fn(parsed.data)) as ServerResult;
  });
}

/** Reports each left-out skill once per reason: a listing meets the same skills again on every call. */
function onceEach(onNotice: (message: string) => void): OnUnlisted {
  const seen = new Set<string>();
  return ({ skill, reason }) => {
    const key = `${skill.name}\0${reason}`;
    if (seen.has(key) || seen.size >= 10_000) return;
    seen.add(key);
    onNotice(`${reason} ${UNLISTED_NOTE}`);
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
    ...load
  } = options;
  const cwd = resolve(load.cwd ?? process.cwd());
  const report = (e: unknown) => onError(e instanceof Error ? e : new Error(String(e)));
  // The server loads and serves at once; the watcher starts after the first tool call has been answered
  // (or WATCH_START_MS after the load), since its start, a scan of every directory before its own first
  // load, took over a second of CPU at 10k skills and shared the one thread with that first answer. Once
  // ready, its first sets replace the served ones: they were loaded after the watch began, so an edit
  // made at any time before that shows.
  let source: SkillSource | undefined;
  let startWatch: ((go: boolean) => void) | undefined;
  let watchTimer: NodeJS.Timeout | undefined;
  /**
   * Settles after the first tool call's answer or WATCH_START_MS: true, or false when the server closed
   * (or failed to start) before. The watcher and the catalog-form notice wait for it.
   */
  const wanted = new Promise<boolean>((resolve) => {
    startWatch = (go) => {
      startWatch = undefined;
      clearTimeout(watchTimer);
      resolve(go);
    };
  });
  const stopWatchStart = () => startWatch?.(false);
  const watcher = watch
    ? wanted
        .then((go) =>
          go
            ? watchForChanges(
                { ...load, cwd },
                (change) => {
                  source?.update(change).catch(report);
                },
                report,
              )
            : undefined,
        )
        // A failed start is reported; the server goes on without live reload.
        .catch((e: unknown) => {
          report(e);
          return undefined;
        })
    : undefined;
  try {
    source = await createSkillSource({ load: { ...load, cwd }, catalog });
  } catch (e) {
    stopWatchStart();
    throw e;
  }
  const live: SkillSource = source;
  watcher?.then((w) => (w ? live.update({ set: w.set, commands: w.commands }) : undefined)).catch(report);
  watchTimer = setTimeout(() => startWatch?.(true), WATCH_START_MS);
  /** Starts the watcher after the current task (a tool call's answer is written first). */
  const kickWatch = () => {
    if (startWatch !== undefined) setImmediate(() => startWatch?.(true));
  };
  const ctx: HandlerContext = { profile: load.profile, cwd, allowShell };
  const sessions = new Set<Server>();
  const closers = new Set<() => Promise<void>>();
  const modernLegs = new Set<ModernHttp>();
  const version = packageVersion();
  const digests = createDigestCache();
  const subscriptions = createSubscriptions(() => live.current(), report);
  // Log messages a session is owed but cannot be sent yet: over HTTP a notification outside any
  // request travels on the client's GET stream, which opens after initialization.
  const owed = new WeakMap<Server, readonly LogMessage[]>();
  const log = (server: Server, messages: readonly LogMessage[]): void => {
    for (const m of messages) {
      server.sendLoggingMessage(m, server.transport?.sessionId).catch(() => {});
    }
  };
  let lastDiagnostics = live.current().set.diagnostics;
  // The keys of the snapshot last announced, computed when the first change comes (they build the
  // catalog, which the first answer does not need; a snapshot never changes, so later is the same).
  let announced = live.current();
  let listed: ListingKeys | undefined;
  // Rounds of list_changed notifications sent: reload() reports whether its update sent one.
  let rounds = 0;
  let noticed = false;
  const noticeForm = (snap: McpSnapshot): void => {
    const c = snap.catalog;
    if (noticed || c?.form !== "retrieval") return;
    noticed = true;
    onNotice(
      `the skill tool's description lists ${c.listed} of ${c.visible} skills (its budget of ${c.budget} bytes holds no more); it tells the model to find the other ${c.visible - c.listed} with search_skills.`,
    );
  };
  const reportUnlisted = onceEach(onNotice);
  // Left-out skills the load flagged, reported in the background; a listing reports any other it meets.
  const checkUnlisted = (snap: McpSnapshot): void => {
    unlistedSkills(listedSkills(snap), (s) => snap.directories.get(s.name), digests)
      .then((found) => {
        for (const u of found) reportUnlisted(u);
      })
      .catch(report);
  };
  // After the first answer, like the watcher: the notice reads the catalog form, which builds it.
  void wanted.then((go) => {
    if (!go) return;
    noticeForm(live.current());
    checkUnlisted(live.current());
  });

  live.onChange((snap) => {
    noticeForm(snap);
    checkUnlisted(snap);
    subscriptions.refresh();
    const fresh = diagnosticMessages(snap.set.diagnostics, lastDiagnostics);
    lastDiagnostics = snap.set.diagnostics;
    for (const server of sessions) log(server, fresh);
    // Only the lists whose content changed: a touched SKILL.md or an edited body changes no listing.
    const next = listingKeys(snap);
    listed ??= listingKeys(announced);
    announced = snap;
    const sends: ((server: Server) => Promise<void>)[] = [];
    if (next.tools !== listed.tools) sends.push((s) => s.sendToolListChanged());
    if (next.prompts !== listed.prompts) sends.push((s) => s.sendPromptListChanged());
    if (next.resources !== listed.resources) sends.push((s) => s.sendResourceListChanged());
    for (const m of modernLegs) {
      m.listChanged({
        tools: next.tools !== listed.tools,
        prompts: next.prompts !== listed.prompts,
        resources: next.resources !== listed.resources,
      });
    }
    listed = next;
    if (sends.length === 0) return;
    rounds++;
    for (const server of sessions) for (const send of sends) send(server).catch(report);
  });

  const createServer = (): Server => {
    const server = new Server(
      { name: "skillport", title: "skillport: Agent Skills", version },
      {
        capabilities: {
          tools: { listChanged: true },
          prompts: { listChanged: true },
          resources: { listChanged: true, subscribe: true },
          completions: {},
          logging: {},
          extensions: skillsExtensionCapability(),
        },
        instructions: INSTRUCTIONS,
      },
    );
    handle(server, ListToolsRequestSchema, (req) => listTools(live.current(), req.params?.cursor));
    handle(server, CallToolRequestSchema, async (req) => {
      try {
        return await callTool(live.current(), req.params.name, req.params.arguments);
      } finally {
        kickWatch();
      }
    });
    handle(server, ListPromptsRequestSchema, (req) => listPrompts(live.current(), req.params?.cursor));
    handle(server, GetPromptRequestSchema, (req) =>
      getPrompt(live.current(), ctx, req.params.name, req.params.arguments),
    );
    handle(server, ListResourcesRequestSchema, (req) => listResources(live.current(), req.params?.cursor));
    handle(server, ListResourceTemplatesRequestSchema, (req) => listResourceTemplates(req.params?.cursor));
    handle(server, ReadResourceRequestSchema, (req) => readResource(live.current(), req.params.uri));
    handle(server, SubscribeRequestSchema, (req) => {
      try {
        subscriptions.subscribe(server, req.params.uri);
      } catch (e) {
        if (e instanceof TooManySubscriptions) throw new RpcError(ErrorCode.InvalidParams, e.message);
        throw e;
      }
      return {};
    });
    handle(server, UnsubscribeRequestSchema, (req) => {
      subscriptions.unsubscribe(server, req.params.uri);
      return {};
    });
    handle(server, CompleteRequestSchema, (req) =>
      complete(live.current(), req.params.ref, req.params.argument, req.params.context),
    );
    registerSkillsExtension(server, {
      snapshot: () => live.current(),
      cache: digests,
      onUnlisted: reportUnlisted,
    });
    // Load diagnostics reach the client as log messages once it is ready for notifications.
    server.oninitialized = () => {
      const messages = diagnosticMessages(live.current().set.diagnostics);
      if (server.transport?.sessionId === undefined) log(server, messages);
      else owed.set(server, messages);
    };
    const previous = server.onclose;
    server.onclose = () => {
      sessions.delete(server);
      subscriptions.drop(server);
      previous?.();
    };
    sessions.add(server);
    return server;
  };

  const mcp: SkillportMcpServer = {
    createServer,
    async connect(transport) {
      const server = createServer();
      await server.connect(transport as Transport);
      return server;
    },
    async listen(httpOptions = {}) {
      // Streamable HTTP (its SDK transport and the HTTP framework under it, which loads Node's fetch
      // implementation) loads only here: a stdio server never needs it.
      const [{ serveHttp }, { createModernHttp }] = await Promise.all([
        import("./http.js"),
        import("./modern.js"),
      ]);
      const modern = createModernHttp(
        {
          snapshot: () => live.current(),
          ctx,
          digests,
          onUnlisted: reportUnlisted,
          version,
          instructions: INSTRUCTIONS,
          afterToolCall: kickWatch,
        },
        report,
      );
      modernLegs.add(modern);
      const handle = await serveHttp(
        createServer,
        httpOptions,
        (server) => {
          const messages = owed.get(server);
          owed.delete(server);
          if (messages) log(server, messages);
        },
        modern,
      );
      closers.add(async () => {
        modernLegs.delete(modern);
        await Promise.all([handle.close(), modern.close()]);
      });
      return handle;
    },
    snapshot: () => live.current(),
    async reload() {
      const before = rounds;
      await live.reload();
      return rounds !== before;
    },
    async close() {
      subscriptions.close();
      stopWatchStart();
      await (await watcher)?.close();
      await Promise.all([...closers].map((c) => c().catch(() => {})));
      closers.clear();
      await Promise.all([...sessions].map((s) => s.close().catch(() => {})));
      sessions.clear();
    },
  };
  return mcp;
}
