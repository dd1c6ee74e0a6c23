import { randomUUID } from "node:crypto";
import { realpathSync } from "node:fs";
import { resolve } from "node:path";
import {
  jsonSchema,
  type LanguageModel,
  type ModelMessage,
  stepCountIs,
  streamText,
  type Tool,
  type ToolSet,
  tool,
} from "ai";
import { createSkillTool, type SkillSetSource } from "../activation/tool.js";
import type { CatalogOptions } from "../catalog/plan.js";
import { buildCatalog } from "../catalog/render.js";
import { expandCommand } from "../custom-commands/expand.js";
import { retrievalCatalogInstructions } from "../search/catalog.js";
import type { SearchIndex } from "../search/search-index.js";
import { createSearchTool } from "../search/tool.js";
import { expandSlashCommand } from "../slash/expand.js";
import type { CommandSet, SkillSet } from "../types.js";
import { DEFAULT_BASH_TIMEOUT_MS, MAX_BASH_TIMEOUT_MS, renderBashResult, runBash } from "./bash.js";
import { diffSnapshots, type FileChanges, snapshotWorkspace } from "./changes.js";
import type { AgentEvent, TurnStatus } from "./events.js";
import { listDirectoryTool, readFileTool } from "./files.js";
import { connectMcpServers, type McpConnectResult } from "./mcp-client.js";
import type { McpServersConfig } from "./mcp-config.js";
import {
  type ApprovalRequest,
  createPermissionGate,
  type PermissionGate,
  type Permissions,
} from "./permissions.js";

// The reference agent: one AI SDK tool loop with the catalog as its system prompt, the skill tools,
// files, bash, MCP tools and subagents. One tree of sessions shares the model, the skills, the MCP
// connections and the permission gate; every turn of every session runs under the signal of the
// turn that started it, so cancelling a turn cancels every subagent below it and their tools.

export const DEFAULT_MAX_DEPTH = 2;
export const DEFAULT_MAX_CHILDREN = 4;
export const DEFAULT_MAX_AGENTS = 32;
export const DEFAULT_MAX_STEPS = 50;
const EVENT_OUTPUT_CHARS = 2000;
/** How long a finished or cancelled turn waits for its tools to settle. */
const TOOL_SETTLE_MS = 10_000;
const EMPTY_SET: SkillSet = {
  skills: [],
  shadowed: [],
  failed: [],
  roots: [],
  diagnostics: [],
} as unknown as SkillSet;

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
}

export interface SendOptions {
  readonly signal?: AbortSignal;
  /** Receives this turn's events (and its subagents'), besides the agent's `onEvent`. */
  readonly onEvent?: (event: AgentEvent) => void;
}

export interface TurnResult {
  readonly sessionId: string;
  readonly status: TurnStatus;
  /** The final answer: the text of the last step. */
  readonly text: string;
  readonly steps: number;
  readonly error?: string;
}

export interface Agent {
  /** The main session's id. */
  readonly sessionId: string;
  /** The MCP servers that connected, and those that did not. */
  readonly mcp: McpConnectResult;
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
  /** Cancels everything and closes the MCP connections. */
  close(): Promise<void>;
}

interface Session {
  readonly id: string;
  readonly path: string;
  readonly depth: number;
  readonly parent?: string;
  readonly messages: ModelMessage[];
  /** Tool names this session may use; undefined: every tool. */
  readonly allowed?: ReadonlySet<string>;
  running: boolean;
  children: number;
  spawned: number;
  /** Tool executions in flight: a cancelled turn waits for them, so nothing it started outlives it. */
  readonly pending: Set<Promise<unknown>>;
}

const DEFAULT_INSTRUCTIONS =
  "You are a capable assistant working in a software project. Use the tools to read files, run commands " +
  "and load skills; prefer doing over describing. Work in the workspace directory; ask the user before " +
  "anything destructive. When a task splits into independent parts, you may hand one to a subagent with " +
  "`spawn_agent`, giving it a complete, self-contained task.";

const SUBAGENT_INSTRUCTIONS =
  "You are a subagent: another agent gave you one self-contained task. Do it with the tools you have, " +
  "then reply with a concise result for that agent (what you found or did, and which files you changed). " +
  "You cannot ask the user questions.";

const clip = (s: string, max: number): string => (s.length <= max ? s : `${s.slice(0, max)}…`);

const preview = (output: unknown): string =>
  clip(typeof output === "string" ? output : (JSON.stringify(output) ?? String(output)), EVENT_OUTPUT_CHARS);

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

function isAbortError(e: unknown): boolean {
  return e instanceof Error && (e.name === "AbortError" || e.name === "ResponseAborted");
}

/**
 * Creates an agent: connects the MCP servers (a server that fails is reported in `agent.mcp.failures`
 * and an `mcp-error` event; the others work), then waits for `send`. Close it when done: stdio MCP
 * servers are child processes.
 */
export async function createAgent(options: AgentOptions): Promise<Agent> {
  if (options.model === undefined || options.model === null)
    throw new TypeError("createAgent: `model` is required.");
  const workspace = (() => {
    const w = resolve(options.workspace ?? process.cwd());
    try {
      return realpathSync.native(w);
    } catch {
      throw new TypeError(`createAgent: the workspace ${w} does not exist.`);
    }
  })();
  const env = options.env ?? process.env;
  const maxDepth = Math.max(0, options.maxDepth ?? DEFAULT_MAX_DEPTH);
  const maxChildren = Math.max(1, options.maxChildren ?? DEFAULT_MAX_CHILDREN);
  const maxAgents = Math.max(0, options.maxAgents ?? DEFAULT_MAX_AGENTS);
  const maxSteps = Math.max(1, options.maxSteps ?? DEFAULT_MAX_STEPS);
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
  const gate: PermissionGate = createPermissionGate(options.permissions, (r: ApprovalRequest, allowed, how) =>
    emit({ type: "approval", agent: r.agent, kind: r.kind, tool: r.tool, summary: r.summary, allowed, how }),
  );

  const life = new AbortController();
  const lifeSignal = options.signal ? AbortSignal.any([options.signal, life.signal]) : life.signal;

  // --- skills, catalog and search: recomputed when the set changes, byte-stable otherwise ---
  const skillsNow = (): SkillSet => {
    const s = options.skills;
    return (typeof s === "function" ? s() : s) ?? EMPTY_SET;
  };
  const commandsNow = (): CommandSet | undefined => {
    const c = options.commands;
    return typeof c === "function" ? c() : c;
  };
  let lastSet: SkillSet | undefined;
  let catalogText = "";
  let index: SearchIndex | undefined;
  const searchWanted = options.search !== false;
  const refreshSkills = async (): Promise<void> => {
    const set = skillsNow();
    if (set === lastSet) return;
    const first = lastSet === undefined;
    lastSet = set;
    const visible = set.skills.filter((s) => s.modelInvocable).length;
    if (searchWanted && visible > 0) {
      if (index === undefined) {
        const { createSearchIndex } = await import("../search/search-index.js");
        index = await createSearchIndex(set, { cacheDir: options.searchCacheDir });
      } else await index.update(set);
    }
    const base = { ...options.catalog, profile: options.profile, toolName: "skill" };
    let catalog = buildCatalog(set, base);
    if (catalog.report.overflowed.length > 0 && index !== undefined) {
      // Too many skills for the budget: list what fits in full and point the model at search_skills
      // for the rest. Still one text per set, so the prompt cache holds from turn to turn.
      catalog = buildCatalog(set, {
        ...base,
        overflow: "drop",
        instructions: retrievalCatalogInstructions("skill", "search_skills"),
      });
      // Not even one fits: the instructions alone still say how to find skills.
      if (catalog.text === "")
        catalog = { ...catalog, text: `${retrievalCatalogInstructions("skill", "search_skills")}\n` };
    }
    if (!first && catalog.text !== catalogText)
      emit({ type: "catalog-changed", bytes: catalog.bytes, skills: visible });
    catalogText = catalog.text;
  };
  const systemFor = (session: Session): string => {
    const head = options.instructions ?? DEFAULT_INSTRUCTIONS;
    const sub = session.depth > 0 ? `\n\n${SUBAGENT_INSTRUCTIONS}` : "";
    const where = `\n\nWorkspace: ${workspace}`;
    return `${head}${sub}${where}${catalogText === "" ? "" : `\n\n${catalogText.trimEnd()}`}`;
  };

  // --- MCP ---
  const builtinNames = new Set([
    "skill",
    "search_skills",
    "read_file",
    "list_directory",
    "bash",
    "spawn_agent",
  ]);
  const reserved = new Set([...builtinNames, ...Object.keys(options.tools ?? {})]);
  const mcp: McpConnectResult =
    options.mcpServers && Object.keys(options.mcpServers).length > 0
      ? await connectMcpServers(options.mcpServers, { workspace, env, signal: lifeSignal, reserved })
      : { connections: [], failures: [], skipped: [] };
  for (const f of mcp.failures) emit({ type: "mcp-error", server: f.server, message: f.message });

  // --- sessions ---
  const sessions = new Map<string, Session>();
  const running = new Set<AbortController>();
  const newSession = (
    path: string,
    depth: number,
    parent?: string,
    allowed?: ReadonlySet<string>,
  ): Session => {
    const s: Session = {
      id: randomUUID(),
      path,
      depth,
      parent,
      messages: [],
      allowed,
      running: false,
      children: 0,
      spawned: 0,
      pending: new Set(),
    };
    sessions.set(s.id, s);
    return s;
  };
  const main = newSession("main", 0);
  await refreshSkills();

  const fileScope = { workspace, skills: () => lastSet ?? skillsNow() };

  const toolsFor = (session: Session): ToolSet => {
    const set = lastSet ?? EMPTY_SET;
    const tools: ToolSet = {};
    const skillTool = createSkillTool(() => lastSet ?? set, {
      profile: options.profile,
      sessionId: session.id,
    });
    if (skillTool) {
      tools.skill = tool({
        description: skillTool.description,
        inputSchema: jsonSchema(structuredClone(skillTool.inputSchema) as never),
        execute: async (input: unknown) => skillTool.execute(input),
      });
    }
    if (index !== undefined && skillTool) {
      const search = createSearchTool(index, { useHint: "To use a skill, load it with the `skill` tool." });
      tools.search_skills = tool({
        description: search.description,
        inputSchema: jsonSchema(structuredClone(search.inputSchema) as never),
        execute: async (input: unknown) => search.execute(input),
      });
    }
    tools.read_file = tool({
      description:
        "Read a text file: a file in the workspace (path relative to it, or absolute), or a file of a loaded skill " +
        "(an absolute path inside the skill's directory, or skill://NAME/PATH). Returns numbered lines; use offset " +
        "and limit for long files.",
      inputSchema: jsonSchema({
        type: "object",
        properties: {
          path: { type: "string", description: "The file's path." },
          offset: { type: "integer", minimum: 1, description: "First line to read (1-based)." },
          limit: { type: "integer", minimum: 1, description: "How many lines to read (default 2000)." },
        },
        required: ["path"],
        additionalProperties: false,
      } as never),
      execute: async (input: unknown) => readFileTool(fileScope, input as never),
    });
    tools.list_directory = tool({
      description:
        "List a directory of the workspace or of a loaded skill: one entry per line, '/' after directories, '@' after symlinks.",
      inputSchema: jsonSchema({
        type: "object",
        properties: { path: { type: "string", description: "The directory (default: the workspace)." } },
        additionalProperties: false,
      } as never),
      execute: async (input: unknown) => listDirectoryTool(fileScope, (input ?? {}) as never),
    });
    tools.bash = tool({
      description:
        "Run a shell command (sh -c) in the workspace and get its exit status and output (stdout and stderr together). " +
        "The user is asked before it runs. Give timeout_ms for long commands. Avoid interactive commands.",
      inputSchema: jsonSchema({
        type: "object",
        properties: {
          command: { type: "string", description: "The command line." },
          timeout_ms: {
            type: "integer",
            minimum: 1,
            maximum: MAX_BASH_TIMEOUT_MS,
            description: "Time limit in milliseconds.",
          },
        },
        required: ["command"],
        additionalProperties: false,
      } as never),
      execute: async (input: unknown, { abortSignal }) => {
        const o = (input ?? {}) as { command?: unknown; timeout_ms?: unknown };
        if (typeof o.command !== "string" || o.command.trim() === "")
          throw new Error("bash needs a non-empty 'command'.");
        const timeoutMs =
          typeof o.timeout_ms === "number" && Number.isFinite(o.timeout_ms) && o.timeout_ms > 0
            ? Math.min(Math.floor(o.timeout_ms), MAX_BASH_TIMEOUT_MS)
            : (options.bashTimeoutMs ?? DEFAULT_BASH_TIMEOUT_MS);
        const signal = abortSignal ?? lifeSignal;
        const request: ApprovalRequest = {
          kind: "bash",
          tool: "bash",
          agent: session.path,
          summary: o.command,
          input,
        };
        if (!(await gate.check(request, signal))) {
          return "The user did not allow this command, so it did not run. Do not retry it; go on without it or ask the user.";
        }
        const r = await runBash(o.command, { cwd: workspace, env, sessionId: session.id, timeoutMs, signal });
        return renderBashResult(r, timeoutMs);
      },
    });
    for (const conn of mcp.connections) {
      for (const t of conn.tools) {
        tools[t.qualifiedName] = tool({
          description: `${t.description}${t.description === "" ? "" : "\n\n"}(Tool '${t.name}' of the MCP server '${t.server}'.)`,
          inputSchema: jsonSchema(t.inputSchema as never),
          execute: async (input: unknown, { abortSignal }) => {
            const signal = abortSignal ?? lifeSignal;
            const summary = `${t.qualifiedName} ${clip(JSON.stringify(input ?? {}), 300)}`;
            const request: ApprovalRequest = {
              kind: "mcp",
              tool: t.qualifiedName,
              agent: session.path,
              summary,
              input,
            };
            if (!(await gate.check(request, signal))) {
              return "The user did not allow this tool call, so it did not run. Do not retry it; go on without it or ask the user.";
            }
            return conn.call(t.name, input, signal);
          },
        });
      }
    }
    if (session.depth < maxDepth) tools.spawn_agent = spawnTool(session);
    Object.assign(tools, options.tools ?? {});
    const offered = Object.entries(tools).filter(
      ([name]) => session.allowed === undefined || session.allowed.has(name),
    );
    return Object.fromEntries(offered.map(([name, t]) => [name, tracked(session, t)]));
  };

  const tracked = (session: Session, t: Tool): Tool => {
    const execute = t.execute;
    if (execute === undefined) return t;
    return {
      ...t,
      execute: (input: unknown, opts: Parameters<typeof execute>[1]) => {
        const run = Promise.resolve().then(() => execute(input, opts));
        session.pending.add(run);
        run.then(
          () => session.pending.delete(run),
          () => session.pending.delete(run),
        );
        return run;
      },
    } as Tool;
  };

  const tooMany = (): Error =>
    new Error(
      `${maxChildren} subagents are already running; wait for one to finish before spawning another.`,
    );

  const spawnTool = (parent: Session): Tool =>
    tool({
      description:
        "Hand a self-contained task to a subagent: a fresh agent that sees none of this conversation, has the same skills " +
        "and the tools you name (default: all of yours), works on its own and returns its final answer, its session_id " +
        "and the files it changed. To follow up on its work, call again with that session_id. Several subagents can " +
        `run at once (at most ${maxChildren}).`,
      inputSchema: jsonSchema({
        type: "object",
        properties: {
          task: { type: "string", description: "The complete task, with every detail the subagent needs." },
          tools: {
            type: "array",
            items: { type: "string" },
            description: "Names of your tools the subagent may use (default: all of them).",
          },
          session_id: {
            type: "string",
            description: "Continue an earlier subagent's session instead of starting a new one.",
          },
        },
        required: ["task"],
        additionalProperties: false,
      } as never),
      execute: async (input: unknown, { abortSignal }) => {
        const o = (input ?? {}) as { task?: unknown; tools?: unknown; session_id?: unknown };
        if (typeof o.task !== "string" || o.task.trim() === "")
          throw new Error("spawn_agent needs a non-empty 'task'.");
        const signal = abortSignal ?? lifeSignal;
        let child: Session;
        let continued = false;
        if (o.session_id !== undefined) {
          const found = typeof o.session_id === "string" ? sessions.get(o.session_id) : undefined;
          if (!found || found.parent !== parent.id) {
            throw new Error(
              `No subagent session '${String(o.session_id)}' of yours exists; omit session_id to start a new one.`,
            );
          }
          if (found.running)
            throw new Error(`Subagent session '${found.id}' is still running; wait for its result.`);
          if (o.tools !== undefined)
            throw new Error("A continued session keeps its tools; omit 'tools' with session_id.");
          child = found;
          continued = true;
        } else {
          const mine = Object.keys(toolsFor(parent));
          let allowed: Set<string>;
          if (o.tools === undefined) allowed = new Set(mine);
          else {
            if (!Array.isArray(o.tools) || !o.tools.every((t) => typeof t === "string")) {
              throw new Error("'tools' must be an array of tool names.");
            }
            const unknown = (o.tools as string[]).filter((t) => !mine.includes(t));
            if (unknown.length > 0) {
              throw new Error(
                `A subagent can only get tools you have; not yours: ${unknown.join(", ")}. Yours: ${mine.join(", ")}.`,
              );
            }
            allowed = new Set(o.tools as string[]);
          }
          // Checked before the session exists: a refused spawn must not use up the tree's quota.
          if (parent.children >= maxChildren) throw tooMany();
          const total = sessions.size - 1;
          if (total >= maxAgents)
            throw new Error(
              `The limit of ${maxAgents} subagents for this conversation is reached; do the rest yourself.`,
            );
          parent.spawned += 1;
          child = newSession(`${parent.path}/${parent.spawned}`, parent.depth + 1, parent.id, allowed);
        }
        if (parent.children >= maxChildren) throw tooMany();
        parent.children += 1;
        try {
          emit({
            type: "subagent-start",
            agent: parent.path,
            child: child.path,
            sessionId: child.id,
            task: o.task,
            tools: Object.keys(toolsFor(child)),
            continued,
          });
          const before = await snapshotWorkspace(workspace, signal);
          const result = await runTurn(child, o.task, signal, undefined);
          const changedFiles: FileChanges = signal.aborted
            ? { added: [], modified: [], deleted: [] }
            : diffSnapshots(before, await snapshotWorkspace(workspace, signal));
          emit({
            type: "subagent-end",
            agent: parent.path,
            child: child.path,
            sessionId: child.id,
            status: result.status,
            changedFiles,
          });
          return JSON.stringify(
            {
              session_id: child.id,
              status: result.status,
              ...(result.error ? { error: result.error } : {}),
              result: result.text,
              changed_files: changedFiles,
            },
            null,
            2,
          );
        } finally {
          parent.children -= 1;
        }
      },
    });

  const runTurn = async (
    session: Session,
    input: string,
    outer: AbortSignal,
    extra: ((e: AgentEvent) => void) | undefined,
  ): Promise<TurnResult> => {
    if (session.running) throw new Error(`Session ${session.id} is already running a turn.`);
    session.running = true;
    const controller = new AbortController();
    running.add(controller);
    const signal = AbortSignal.any([outer, controller.signal, lifeSignal]);
    if (extra) listeners.add(extra);
    let steps = 0;
    let stepText = "";
    let finalText = "";
    let status: TurnStatus = "done";
    let error: string | undefined;
    try {
      await refreshSkills();
      let content = input;
      let expanded: { kind: "skill" | "command"; name: string } | undefined;
      if (session.depth === 0 && input.trimStart().startsWith("/")) {
        const commands = commandsNow();
        const x = await expandSlashCommand(lastSet ?? EMPTY_SET, commands, input.trimStart(), {
          profile: options.profile,
          sessionId: session.id,
          expandCommand: async (command, args) =>
            (
              await expandCommand(command, args, {
                readBody: commands?.readBody,
                cwd: workspace,
                env,
                profile: options.profile,
                sessionId: session.id,
                signal,
                permission: async (req) =>
                  (await gate.check(
                    {
                      kind: "shell",
                      tool: `/${command.name}`,
                      agent: session.path,
                      summary: req.command,
                      input: req,
                    },
                    signal,
                  ))
                    ? "allow"
                    : "deny",
              })
            ).text,
        });
        if (x.kind === "skill" || x.kind === "command") {
          content = x.text;
          expanded = { kind: x.kind, name: x.name };
        }
      }
      emit({
        type: "turn-start",
        agent: session.path,
        sessionId: session.id,
        input,
        ...(expanded ? { expanded } : {}),
      });
      const user: ModelMessage = { role: "user", content };
      const result = streamText({
        model: options.model,
        system: systemFor(session),
        messages: [...session.messages, user],
        tools: toolsFor(session),
        stopWhen: stepCountIs(maxSteps),
        abortSignal: signal,
        // The stream's error part is handled below; the AI SDK's default would also log it.
        onError: () => undefined,
        ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
      });
      for await (const part of result.fullStream) {
        switch (part.type) {
          case "start-step":
            steps += 1;
            stepText = "";
            break;
          case "text-delta":
            stepText += part.text;
            emit({ type: "text", agent: session.path, text: part.text });
            break;
          case "finish-step":
            if (stepText.trim() !== "") finalText = stepText;
            break;
          case "tool-call":
            emit({
              type: "tool-call",
              agent: session.path,
              id: part.toolCallId,
              tool: part.toolName,
              input: part.input,
            });
            break;
          case "tool-result":
            emit({
              type: "tool-result",
              agent: session.path,
              id: part.toolCallId,
              tool: part.toolName,
              output: preview(part.output),
            });
            break;
          case "tool-error":
            emit({
              type: "tool-result",
              agent: session.path,
              id: part.toolCallId,
              tool: part.toolName,
              output: preview(errorText(part.error)),
              error: true,
            });
            break;
          case "abort":
            status = "cancelled";
            break;
          case "error":
            if (signal.aborted || isAbortError(part.error)) status = "cancelled";
            else {
              status = "error";
              error = errorText(part.error);
            }
            break;
          default:
            break;
        }
      }
      if (signal.aborted && status === "done") status = "cancelled";
      if (status === "done") {
        const response = await result.response;
        session.messages.push(user, ...response.messages);
      } else if (status === "cancelled") {
        // Keep the request and say what happened, so the next turn knows it was cut short.
        session.messages.push(user, {
          role: "assistant",
          content: `${stepText}${stepText === "" ? "" : "\n\n"}[The user cancelled this turn.]`,
        });
      }
    } catch (e) {
      if (signal.aborted || isAbortError(e)) status = "cancelled";
      else {
        status = "error";
        error = errorText(e);
      }
    } finally {
      // The AI SDK ends a cancelled stream without waiting for tools still running; wait for ours
      // (they stop on the signal), bounded for host tools that ignore it.
      if (session.pending.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled([...session.pending]),
          new Promise((r) => {
            timer = setTimeout(r, TOOL_SETTLE_MS);
          }),
        ]);
        clearTimeout(timer);
      }
      running.delete(controller);
      session.running = false;
    }
    if (status !== "done" && finalText === "") finalText = stepText;
    const end: TurnResult = {
      sessionId: session.id,
      status,
      text: finalText,
      steps,
      ...(error ? { error } : {}),
    };
    emit({
      type: "turn-end",
      agent: session.path,
      sessionId: session.id,
      status,
      text: finalText,
      steps,
      ...(error ? { error } : {}),
    });
    if (extra) listeners.delete(extra);
    return end;
  };

  let closed = false;
  return {
    sessionId: main.id,
    mcp,
    toolNames: () => Object.keys(toolsFor(main)),
    messages: () => main.messages,
    systemPrompt: () => systemFor(main),
    async send(input, sendOptions = {}) {
      if (closed) throw new Error("This agent is closed.");
      if (typeof input !== "string") throw new TypeError("send: input must be a string.");
      return runTurn(main, input, sendOptions.signal ?? new AbortController().signal, sendOptions.onEvent);
    },
    cancel() {
      for (const c of running) c.abort();
    },
    async close() {
      if (closed) return;
      closed = true;
      life.abort();
      await Promise.all(mcp.connections.map((c) => c.close().catch(() => undefined)));
    },
  };
}
