import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { Protocol } from "@modelcontextprotocol/sdk/shared/protocol.js";
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
import { type BaseMethod, type BaseParams, baseMethods, methodEntries, serverInfo } from "./base-methods.js";
import { RpcError } from "./errors.js";
import type { HandlerContext } from "./handlers.js";
import type { DigestCache } from "./skill-files.js";
import { type OnUnlisted, registerSkillsExtension, skillsExtensionCapability } from "./skills-extension.js";
import type { McpSnapshot } from "./source.js";
import { type Subscriptions, TooManySubscriptions } from "./subscriptions.js";

// One SDK Server (2025-11-25) for one client connection, a stdio pipe or an HTTP session: every
// request answered by the pure handlers from the server's current snapshot.

export const INSTRUCTIONS =
  "Agent Skills from skillport. The `skill` tool lists the available skills in its description: load one " +
  "when a task matches it and follow its instructions. `search_skills` finds skills by task; " +
  "`read_skill_resource` reads files bundled with a skill. User-invocable skills and custom commands are " +
  "also offered as prompts, and every skill file as a skill://NAME/PATH resource.";

type RequestSchema = z.ZodObject<{ method: z.ZodLiteral<string> }>;

/** The SDK's schema of each base method (checked here to give the params base-methods.ts reads). */
const SCHEMAS = {
  "tools/list": ListToolsRequestSchema,
  "tools/call": CallToolRequestSchema,
  "prompts/list": ListPromptsRequestSchema,
  "prompts/get": GetPromptRequestSchema,
  "resources/list": ListResourcesRequestSchema,
  "resources/templates/list": ListResourceTemplatesRequestSchema,
  "resources/read": ReadResourceRequestSchema,
  "completion/complete": CompleteRequestSchema,
} satisfies { readonly [M in BaseMethod]: RequestSchema & z.ZodType<{ params?: BaseParams[M] }> };

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
    // Results are plain objects shaped by handlers.ts.
    return (await fn(parsed.data)) as ServerResult;
  });
}

export interface SessionDeps {
  readonly snapshot: () => McpSnapshot;
  readonly ctx: HandlerContext;
  readonly version: string;
  readonly digests: DigestCache;
  readonly subscriptions: Subscriptions;
  readonly onUnlisted: OnUnlisted;
  /** Called after each tool call's answer. */
  readonly afterToolCall: () => void;
}

function registerSubscriptions(server: Server, subscriptions: Subscriptions): void {
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
}

/** A new SDK Server answering from the deps' snapshot; connect it to exactly one transport. */
export function createSessionServer(d: SessionDeps): Server {
  const server = new Server(serverInfo(d.version), {
    capabilities: {
      tools: { listChanged: true },
      prompts: { listChanged: true },
      resources: { listChanged: true, subscribe: true },
      completions: {},
      logging: {},
      extensions: skillsExtensionCapability(),
    },
    instructions: INSTRUCTIONS,
  });
  for (const [method, answer] of methodEntries(baseMethods(d)))
    handle(server, SCHEMAS[method], (req) => answer(req.params));
  registerSubscriptions(server, d.subscriptions);
  registerSkillsExtension(server, { snapshot: d.snapshot, cache: d.digests, onUnlisted: d.onUnlisted });
  return server;
}
