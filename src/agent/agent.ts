import { realpathSync } from "node:fs";
import { resolve } from "node:path";
import type { LanguageModel, ModelMessage, Tool, ToolSet } from "ai";
import type { SkillSetSource } from "../activation/tool.js";
import type { CatalogOptions } from "../catalog/plan.js";
import type { CommandSet } from "../types.js";
import { DEFAULT_COMPACT_THRESHOLD } from "./compaction.js";
import { loadContextFiles, renderContextFiles } from "./context-files.js";
import { knownContextWindow } from "./context-window.js";
import type { AgentEvent, TokenUsage } from "./events.js";
import { connectMcpServers, type LiveMcp, type McpConnectResult } from "./mcp-client.js";
import type { McpServersConfig } from "./mcp-config.js";
import { createOutputStore, type OutputStore } from "./output-store.js";
import { type ApprovalRequest, createPermissionGate, type Permissions } from "./permissions.js";
import { createPromptState } from "./prompt.js";
import { createSessionStore, type Session } from "./session.js";
import { BUILTIN_TOOL_NAMES, builtinTools } from "./tools/index.js";
import type { ToolContext } from "./tools/types.js";
import { compactSession, runTurn, type TurnContext, type TurnResult } from "./turn.js";

// The reference agent: one AI SDK tool loop with the catalog as its system prompt, the skill tools,
// files, bash, MCP tools and subagents. One tree of sessions shares the model, the skills, the MCP
// connections and the permission gate; every turn of every session runs under the signal of the
// turn that started it, so cancelling a turn cancels every subagent below it and their tools.
// The tools live in tools/ (one file each), the turn in turn.ts, the system prompt in prompt.ts.

export type { TurnResult } from "./turn.js";

export const DEFAULT_MAX_DEPTH = 2;
export const DEFAULT_MAX_CHILDREN = 4;
export const DEFAULT_MAX_AGENTS = 32;
export const DEFAULT_MAX_STEPS = 50;

export interface AgentOptions {
  /** Any AI SDK v6 language model (a provider's model, or a mock in tests). */
  readonly model: LanguageModel;
  /** The skills: a set, or a getter (`() => watcher.current`) read again before every turn. */
  readonly skills?: SkillSetSource;
  /** Custom commands for `/name` input: a set, or a getter read before every turn. */
  readonly commands?: CommandSet | (() => CommandSet | undefined);
  /** MCP servers to start or connect to, in the `mcpServers` format of Claude Desktop and VS Code. */
  readonly mcpServers?: McpServersConfig;
  /** More AI SDK tools; a name equal to a built-in tool replaces it. They run without asking. */
  readonly tools?: ToolSet;
  /** Which tool calls run, which are refused, and who is asked (default: ask, and without `ask`, deny). */
  readonly permissions?: Permissions;
  /** How deep subagents may nest: 0 offers no `spawn_agent`, 1 lets the main agent spawn (default 2). */
  readonly maxDepth?: number;
  /** Subagents one agent may run at once (default 4). */
  readonly maxChildren?: number;
  /** Subagent sessions in the whole tree (default 32). */
  readonly maxAgents?: number;
  /** Model steps per turn (default 50). */
  readonly maxSteps?: number;
  /** The directory files are read in and commands run in (default the process's working directory). */
  readonly workspace?: string;
  /** Replaces the instruction paragraph that precedes the catalog in the system prompt. */
  readonly instructions?: string;
  /** Catalog options (budget, overflow, format); the catalog names the `skill` tool. */
  readonly catalog?: Omit<CatalogOptions, "toolName" | "skills" | "instructions">;
  /** Offer `search_skills` (default true). */
  readonly search?: boolean;
  /**
   * Keep the search index in this directory (e.g. `defaultCacheDir()`, beside the parse cache) and start
   * from it when the skills are unchanged: the first search of 10k skills then reads no skill body.
   */
  readonly searchCacheDir?: string;
  /** Profile for argument numbering and budgets (default `agents`). */
  readonly profile?: string;
  /** The environment of `bash` and stdio MCP servers' `${env:…}` (default process.env). */
  readonly env?: NodeJS.ProcessEnv;
  /** Time limit of one `bash` call when the model gives none (default 120 000 ms). */
  readonly bashTimeoutMs?: number;
  /** Retries of a failed model call (the AI SDK's default is 2). */
  readonly maxRetries?: number;
  /** Receives every event of every session of the tree. */
  readonly onEvent?: (event: AgentEvent) => void;
  /** Cancels everything the agent does and closes it. */
  readonly signal?: AbortSignal;
  /** The conversation to continue (e.g. `agent.messages()` of an earlier agent, saved and read back). */
  readonly messages?: readonly ModelMessage[];
  /**
   * Where the whole of a long tool result is saved (its head and tail stay in the context, with the
   * file's path for `read_file`). Default: a private temporary directory, removed by `close()`.
   */
  readonly outputDir?: string;
  /**
   * The model's context window in tokens (default: known for common model ids, else none). Past
   * `compactThreshold` of it, older turns are summarised before the next turn.
   */
  readonly contextWindow?: number;
  /** Share of the context window at which a conversation is compacted (default 0.8). */
  readonly compactThreshold?: number;
  /**
   * Put AGENTS.md and CLAUDE.md from the git root down to the workspace in the system prompt
   * (default true; size-capped, problems reported as `warning` events).
   */
  readonly contextFiles?: boolean;
  /** The main session's id (default a new UUID): keep a resumed conversation's id. */
  readonly sessionId?: string;
}

export interface SendOptions {
  readonly signal?: AbortSignal;
  /** Receives this turn's events (and its subagents'), besides the agent's `onEvent`. */
  readonly onEvent?: (event: AgentEvent) => void;
}

export interface Agent {
  /** The main session's id. */
  readonly sessionId: string;
  /** The MCP servers that connected, and those that did not. */
  readonly mcp: McpConnectResult;
  /** The context files in the system prompt (paths), outermost first. */
  readonly contextFiles: readonly string[];
  /** The names of the tools the main agent offers the model this turn. */
  toolNames(): string[];
  /** The main session's conversation so far. */
  messages(): readonly ModelMessage[];
  /** The system prompt the next turn sends. */
  systemPrompt(): string;
  /** Runs one turn: slash input expands first; resolves when the model is done or the turn stopped. */
  send(input: string, options?: SendOptions): Promise<TurnResult>;
  /** Cancels the running turns (every subagent and tool below them). */
  cancel(): void;
  /** Summarises the older turns of the main conversation now; resolves false when there were too few. */
  compact(options?: { readonly instructions?: string; readonly signal?: AbortSignal }): Promise<boolean>;
  /** Tokens the main session used so far, and how full its context is. */
  usage(): TokenUsage & { readonly contextTokens: number; readonly contextWindow?: number };
  /** Forgets the main conversation (the next turn starts fresh), or replaces it by `messages`. */
  clear(messages?: readonly ModelMessage[]): void;
  /** Uses another model from the next request on (and its context window, if known and none was given). */
  setModel(model: LanguageModel): void;
  /** Cancels everything and closes the MCP connections. */
  close(): Promise<void>;
}

function realWorkspace(path: string | undefined): string {
  const w = resolve(path ?? process.cwd());
  try {
    return realpathSync.native(w);
  } catch {
    throw new TypeError(`createAgent: the workspace ${w} does not exist.`);
  }
}

/** Tools whose results are never cut: the model asked for that slice, or it is a skill's envelope. */
const WHOLE_RESULTS = new Set(["read_file", "skill"]);

/**
 * Wraps a tool so its execution is tracked (a cancelled turn waits for what it started) and a long
 * text result is kept head + tail, the whole of it in a file.
 */
function tracked(session: Session, name: string, t: Tool, outputs: OutputStore): Tool {
  const execute = t.execute;
  if (execute === undefined) return t;
  const keep = (r: unknown): unknown =>
    typeof r === "string" && !WHOLE_RESULTS.has(name) ? outputs.keep(name, r) : r;
  return {
    ...t,
    execute: (input: unknown, opts: Parameters<typeof execute>[1]) => {
      const run = Promise.resolve().then(async () => keep(await execute(input, opts)));
      session.pending.add(run);
      run.then(
        () => session.pending.delete(run),
        () => session.pending.delete(run),
      );
      return run;
    },
  } as Tool;
}

/**
 * Creates an agent: connects the MCP servers (a server that fails is reported in `agent.mcp.failures`
 * and an `mcp-error` event; the others work), then waits for `send`. Close it when done: stdio MCP
 * servers are child processes.
 */
export async function createAgent(options: AgentOptions): Promise<Agent> {
  if (options.model === undefined || options.model === null)
    throw new TypeError("createAgent: `model` is required.");
  const workspace = realWorkspace(options.workspace);
  const cw = options.contextWindow;
  if (cw !== undefined && !(Number.isInteger(cw) && cw >= 1000))
    throw new TypeError("createAgent: `contextWindow` must be a whole number of tokens, at least 1000.");
  const ct = options.compactThreshold;
  if (ct !== undefined && !(ct > 0 && ct <= 1))
    throw new TypeError(
      "createAgent: `compactThreshold` must be a share of the window, above 0 and at most 1.",
    );
  const env = options.env ?? process.env;
  const listeners = new Set<(e: AgentEvent) => void>();
  const emit = (e: AgentEvent): void => {
    for (const l of [options.onEvent, ...listeners]) {
      try {
        l?.(e);
      } catch {
        // A listener's bug must not stop the agent.
      }
    }
  };
  const gate = createPermissionGate(options.permissions, (r: ApprovalRequest, allowed, how) =>
    emit({ type: "approval", agent: r.agent, kind: r.kind, tool: r.tool, summary: r.summary, allowed, how }),
  );
  const life = new AbortController();
  const lifeSignal = options.signal ? AbortSignal.any([options.signal, life.signal]) : life.signal;
  const context = options.contextFiles === false ? { files: [], warnings: [] } : loadContextFiles(workspace);
  const prompt = createPromptState(
    { ...options, context: renderContextFiles(context.files, workspace) },
    workspace,
    emit,
  );
  const outputs = createOutputStore(options.outputDir);

  /** Bumped when a server's tools change: a running turn offers the new set from its next step. */
  const toolLists = { version: 0 };
  const reserved = new Set([...BUILTIN_TOOL_NAMES, ...Object.keys(options.tools ?? {})]);
  const mcp: LiveMcp =
    options.mcpServers && Object.keys(options.mcpServers).length > 0
      ? await connectMcpServers(options.mcpServers, {
          workspace,
          env,
          signal: lifeSignal,
          reserved,
          onChange: (c) => {
            if (c.error !== undefined)
              return emit({
                type: "warning",
                message: `MCP server '${c.server}': ${c.error}; its old list stays`,
              });
            if (c.list === "tools") toolLists.version += 1;
            emit({ type: "mcp-changed", server: c.server, list: c.list, count: c.count });
          },
        })
      : { connections: [], failures: [], skipped: [], settled: async () => undefined };
  for (const f of mcp.failures) emit({ type: "mcp-error", server: f.server, message: f.message });
  for (const message of context.warnings) emit({ type: "warning", message });

  const sessions = createSessionStore();
  const running = new Set<AbortController>();
  if (options.messages !== undefined && !Array.isArray(options.messages))
    throw new TypeError("createAgent: `messages` must be an array of model messages.");
  const main = sessions.create("main", 0, undefined, undefined, {
    id: options.sessionId,
    messages: options.messages,
  });
  await prompt.refresh();

  const toolsFor = (session: Session): ToolSet => {
    const tools = { ...builtinTools(toolContext, session), ...(options.tools ?? {}) };
    const offered = Object.entries(tools).filter(
      ([name]) => session.allowed === undefined || session.allowed.has(name),
    );
    return Object.fromEntries(offered.map(([name, t]) => [name, tracked(session, name, t, outputs)]));
  };
  const windowOf = (m: LanguageModel): number | undefined =>
    options.contextWindow ??
    (typeof m === "object" && m !== null ? knownContextWindow(m.modelId) : knownContextWindow(m));
  const turnContext: TurnContext = {
    model: options.model,
    contextWindow: windowOf(options.model),
    compactThreshold: options.compactThreshold ?? DEFAULT_COMPACT_THRESHOLD,
    maxSteps: Math.max(1, options.maxSteps ?? DEFAULT_MAX_STEPS),
    maxRetries: options.maxRetries,
    profile: options.profile,
    workspace,
    env,
    gate,
    prompt,
    lifeSignal,
    running,
    listeners,
    commands: () => (typeof options.commands === "function" ? options.commands() : options.commands),
    emit,
    toolsFor,
    toolsVersion: () => toolLists.version,
    mcp,
  };
  const toolContext: ToolContext = {
    workspace,
    env,
    lifeSignal,
    gate,
    prompt,
    files: { workspace, skills: prompt.skills, readableDirs: () => [outputs.dir] },
    mcp,
    sessions,
    profile: options.profile,
    bashTimeoutMs: options.bashTimeoutMs,
    maxDepth: Math.max(0, options.maxDepth ?? DEFAULT_MAX_DEPTH),
    maxChildren: Math.max(1, options.maxChildren ?? DEFAULT_MAX_CHILDREN),
    maxAgents: Math.max(0, options.maxAgents ?? DEFAULT_MAX_AGENTS),
    emit,
    toolsFor,
    runTurn: (session, input, signal) => runTurn(turnContext, session, input, signal, undefined),
  };

  let closed = false;
  return {
    sessionId: main.id,
    mcp,
    contextFiles: context.files.map((f) => f.path),
    toolNames: () => Object.keys(toolsFor(main)),
    messages: () => main.messages,
    systemPrompt: () => prompt.system(0),
    async send(input, sendOptions = {}) {
      if (closed) throw new TypeError("This agent is closed.");
      if (typeof input !== "string") throw new TypeError("send: input must be a string.");
      const signal = sendOptions.signal ?? new AbortController().signal;
      return runTurn(turnContext, main, input, signal, sendOptions.onEvent);
    },
    cancel() {
      for (const c of running) c.abort();
    },
    async compact(o = {}) {
      if (main.running) throw new TypeError("compact: a turn is running; compact after it ends.");
      return compactSession(turnContext, main, "manual", o.signal ?? lifeSignal, o.instructions);
    },
    usage: () => ({
      ...main.usage,
      contextTokens: main.contextTokens,
      ...(turnContext.contextWindow ? { contextWindow: turnContext.contextWindow } : {}),
    }),
    clear(messages = []) {
      if (main.running) throw new TypeError("clear: a turn is running; clear after it ends.");
      main.messages.splice(0, main.messages.length, ...messages);
      main.validated = 0;
      main.contextTokens = 0;
    },
    setModel(model) {
      turnContext.model = model;
      turnContext.contextWindow = windowOf(model);
    },
    async close() {
      if (closed) return;
      closed = true;
      life.abort();
      await Promise.all(mcp.connections.map((c) => c.close().catch(() => undefined)));
      outputs.close();
    },
  };
}
