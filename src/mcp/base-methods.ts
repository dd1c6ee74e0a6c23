import { type CompletionRef, complete } from "./completion.js";
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
import type { McpSnapshot } from "./source.js";

// MCP's base methods and how each is answered from the current snapshot: the 2025-11-25 session
// server (SDK v1, session-server.ts) and the 2026-07-28 server (SDK v2, modern.ts) register this one
// table, so both eras answer alike by construction. Each SDK validates the params before they get here.

type Cursor = { cursor?: string } | undefined;

/** The params each base method's answer reads. */
export interface BaseParams {
  "tools/list": Cursor;
  "tools/call": { name: string; arguments?: Record<string, unknown> };
  "prompts/list": Cursor;
  "prompts/get": { name: string; arguments?: Record<string, string> };
  "resources/list": Cursor;
  "resources/templates/list": Cursor;
  "resources/read": { uri: string };
  "completion/complete": {
    ref: CompletionRef;
    argument: { name: string; value: string };
    context?: { arguments?: Record<string, string> };
  };
}

export type BaseMethod = keyof BaseParams;
export type BaseMethods = { readonly [M in BaseMethod]: (params: BaseParams[M]) => unknown };

export interface BaseDeps {
  readonly snapshot: () => McpSnapshot;
  readonly ctx: HandlerContext;
  /** Called after each tool call's answer (starts the watcher). */
  readonly afterToolCall: () => void;
}

/** The name, title and version both servers give in their answer to initialize/discover. */
export const serverInfo = (version: string) => ({
  name: "skillport",
  title: "skillport: Agent Skills",
  version,
});

/** Every base method's answer from `d.snapshot()`. */
export function baseMethods(d: BaseDeps): BaseMethods {
  const snap = d.snapshot;
  return {
    "tools/list": (p) => listTools(snap(), p?.cursor),
    "tools/call": async (p) => {
      try {
        return await callTool(snap(), p.name, p.arguments);
      } finally {
        d.afterToolCall();
      }
    },
    "prompts/list": (p) => listPrompts(snap(), p?.cursor),
    "prompts/get": (p) => getPrompt(snap(), d.ctx, p.name, p.arguments),
    "resources/list": (p) => listResources(snap(), p?.cursor),
    "resources/templates/list": (p) => listResourceTemplates(p?.cursor),
    "resources/read": (p) => readResource(snap(), p.uri),
    "completion/complete": (p) => complete(snap(), p.ref, p.argument, p.context),
  };
}

/** The table's entries, typed loosely for a loop that registers them with an SDK. */
export const methodEntries = (m: BaseMethods): [BaseMethod, (params: unknown) => unknown][] =>
  Object.entries(m) as [BaseMethod, (params: unknown) => unknown][];
