import { resolve } from "node:path";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
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
import { z } from "zod";
import type { LoadOptions } from "../load.js";
import { packageVersion } from "../util/package-root.js";
import { complete } from "./completion.js";
import { watchForChanges } from "./deps.js";
import { RpcError } from "./errors.js";
import {
  callTool,
  getPrompt,
  type HandlerContext,
  listPrompts,
  listResources,
  listResourceTemplates,
  listTools,
  readResource,
} from "./handlers.js";
import { type HttpListenOptions, type McpHttpHandle, serveHttp } from "./http.js";
import { diagnosticMessages, type LogMessage } from "./logging.js";
import { createDigestCache } from "./skill-files.js";
import { registerSkillsExtension, skillsExtensionCapability } from "./skills-extension.js";
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
}

export interface SkillportMcpServer {
  /** A new SDK Server answering from this server's skills; connect it to exactly one transport. */
  createServer(): Server;
  /** Connects a transport (stdio, in-memory, …) to a new SDK Server and returns it. */
  connect(transport: Transport): Promise<Server>;
  /** Serves Streamable HTTP: 127.0.0.1 by default, token required off loopback. */
  listen(options?: HttpListenOptions): Promise<McpHttpHandle>;
  /** The snapshot requests are answered from. */
  snapshot(): McpSnapshot;
  /** Re-runs the pipeline now; true when something clients can list changed (they were notified). */
  reload(): Promise<boolean>;
  /** Stops watching, closes every session and HTTP listener. */
  close(): Promise<void>;
}

const INSTRUCTIONS =
  "Agent Skills from skillport. The `skill` tool lists the available skills in its description: load one " +
  "when a task matches it and follow its instructions. `search_skills` finds skills by task; " +
  "`read_skill_resource` reads files bundled with a skill. User-invocable skills and custom commands are " +
  "also offered as prompts, and every skill file as a skill://NAME/PATH resource.";

type RequestSchema = z.ZodObject<{ method: z.ZodLiteral<string> }>;

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
  server.setRequestHandler(z.object({ method: z.literal(method) }).loose(), async (request) => {
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

/** Creates the MCP server for a skill tree. Loads the skills before it resolves. */
export async function createMcpServer(options: McpServerOptions = {}): Promise<SkillportMcpServer> {
  const { allowShell = false, watch = true, catalog = true, onError = () => {}, ...load } = options;
  const cwd = resolve(load.cwd ?? process.cwd());
  const report = (e: unknown) => onError(e instanceof Error ? e : new Error(String(e)));
  // With live reload the watcher loads the first sets; the source starts from them.
  let source: SkillSource | undefined;
  const watcher = watch
    ? await watchForChanges(
        { ...load, cwd },
        (change) => {
          source?.update(change).catch(report);
        },
        report,
      )
    : undefined;
  source = await createSkillSource(
    { load: { ...load, cwd }, catalog },
    watcher ? { set: watcher.set, commands: watcher.commands } : undefined,
  );
  // Catch up with anything the watcher saw while the source was being built.
  if (watcher) await source.update({ set: watcher.set, commands: watcher.commands });
  const live: SkillSource = source;
  const ctx: HandlerContext = { profile: load.profile, cwd, allowShell };
  const sessions = new Set<Server>();
  const closers = new Set<() => Promise<void>>();
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

  live.onChange((snap) => {
    subscriptions.refresh();
    const fresh = diagnosticMessages(snap.set.diagnostics, lastDiagnostics);
    lastDiagnostics = snap.set.diagnostics;
    for (const server of sessions) log(server, fresh);
    for (const server of sessions) {
      for (const send of [
        () => server.sendToolListChanged(),
        () => server.sendPromptListChanged(),
        () => server.sendResourceListChanged(),
      ]) {
        send().catch(report);
      }
    }
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
    handle(server, ListToolsRequestSchema, () => listTools(live.current()));
    handle(server, CallToolRequestSchema, (req) =>
      callTool(live.current(), req.params.name, req.params.arguments),
    );
    handle(server, ListPromptsRequestSchema, () => listPrompts(live.current()));
    handle(server, GetPromptRequestSchema, (req) =>
      getPrompt(live.current(), ctx, req.params.name, req.params.arguments),
    );
    handle(server, ListResourcesRequestSchema, (req) => listResources(live.current(), req.params?.cursor));
    handle(server, ListResourceTemplatesRequestSchema, () => listResourceTemplates());
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
    registerSkillsExtension(server, { snapshot: () => live.current(), cache: digests });
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
      await server.connect(transport);
      return server;
    },
    async listen(httpOptions = {}) {
      const handle = await serveHttp(createServer, httpOptions, (server) => {
        const messages = owed.get(server);
        owed.delete(server);
        if (messages) log(server, messages);
      });
      closers.add(handle.close);
      return handle;
    },
    snapshot: () => live.current(),
    reload: () => live.reload(),
    async close() {
      subscriptions.close();
      await watcher?.close();
      await Promise.all([...closers].map((c) => c().catch(() => {})));
      closers.clear();
      await Promise.all([...sessions].map((s) => s.close().catch(() => {})));
      sessions.clear();
    },
  };
  return mcp;
}
