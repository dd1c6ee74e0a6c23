import { type LanguageModel, type ModelMessage, stepCountIs, streamText, type ToolSet } from "ai";
import { expandCommand } from "../custom-commands/expand.js";
import { expandSlashCommand } from "../slash/expand.js";
import type { CommandSet } from "../types.js";
import { compactMessages, estimateTokens } from "./compaction.js";
import type { AgentEvent, TokenUsage, TurnStatus } from "./events.js";
import type { LiveMcp } from "./mcp-client.js";
import { McpPromptError, promptArguments, promptUsage } from "./mcp-lists.js";
import { type MidTurnCompactor, midTurnCompactor } from "./mid-turn.js";
import type { PermissionGate } from "./permissions.js";
import type { PromptState } from "./prompt.js";
import { type Session, type Usage, zeroUsage } from "./session.js";

// One turn of one session: slash input expands, one AI SDK `streamText` loop runs, its stream becomes
// agent events, and the conversation grows by what the turn produced.

const EVENT_OUTPUT_CHARS = 2000;
/** How long a finished or cancelled turn waits for its tools to settle. */
const TOOL_SETTLE_MS = 10_000;
/** How long a model step waits for MCP tool lists being read again (a server's notification storm cannot hold it longer). */
const MCP_RELIST_WAIT_MS = 5_000;

export interface TurnResult {
  readonly sessionId: string;
  readonly status: TurnStatus;
  /** The final answer: the text of the last step. */
  readonly text: string;
  readonly steps: number;
  readonly error?: string;
  /** Tokens of this turn's model requests (zeros when the provider reports none). */
  readonly usage: TokenUsage;
}

export interface TurnContext {
  /** The model's context window in tokens; undefined: never compact automatically. */
  contextWindow?: number;
  /** Share of the context window at which a session is compacted before its next turn. */
  readonly compactThreshold: number;
  /** Changed by `agent.setModel`; the next request uses it. */
  model: LanguageModel;
  readonly maxSteps: number;
  readonly maxRetries?: number;
  readonly profile?: string;
  readonly workspace: string;
  readonly env: NodeJS.ProcessEnv;
  readonly gate: PermissionGate;
  readonly prompt: PromptState;
  readonly lifeSignal: AbortSignal;
  /** Controllers of the running turns: `agent.cancel()` aborts them. */
  readonly running: Set<AbortController>;
  /** Per-turn listeners (`send`'s `onEvent`), besides the agent's. */
  readonly listeners: Set<(e: AgentEvent) => void>;
  commands(): CommandSet | undefined;
  emit(e: AgentEvent): void;
  toolsFor(session: Session): ToolSet;
  /** Changes when an MCP server's tools change: a running turn offers the new set from its next step. */
  toolsVersion(): number;
  readonly mcp: LiveMcp;
}

const clip = (s: string, max: number): string => (s.length <= max ? s : `${s.slice(0, max)}…`);

const preview = (output: unknown): string =>
  clip(typeof output === "string" ? output : (JSON.stringify(output) ?? String(output)), EVENT_OUTPUT_CHARS);

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

function isAbortError(e: unknown): boolean {
  return e instanceof Error && (e.name === "AbortError" || e.name === "ResponseAborted");
}

type Expanded = { kind: "skill" | "command" | "prompt"; name: string };

/** `/server:prompt args`: the prompt's messages from the server; undefined when no server has that name. */
async function expandPrompt(
  ctx: TurnContext,
  input: string,
  signal: AbortSignal,
): Promise<{ messages: ModelMessage[]; expanded: Expanded } | undefined> {
  const m = /^\/([A-Za-z0-9_-]{1,40}):(\S+)(?:\s+([\s\S]*))?$/.exec(input.trim());
  const conn = m ? ctx.mcp.connections.find((c) => c.server === m[1]) : undefined;
  if (!m || !conn) return undefined;
  const prompt = conn.prompts.find((p) => p.name === m[2]);
  if (!prompt) {
    const known = conn.prompts.map(promptUsage).slice(0, 20).join(", ");
    throw new McpPromptError(
      `the MCP server '${conn.server}' has no prompt '${m[2]!.slice(0, 64)}'${known === "" ? " (it offers none)" : `; it offers: ${known}`}.`,
    );
  }
  const args = promptArguments(prompt, m[3] ?? "");
  const messages = await conn.getPrompt(prompt.name, args, signal);
  return { messages, expanded: { kind: "prompt", name: prompt.command } };
}

/** Slash input of the main session: a skill's envelope, a command's expansion or an MCP prompt; else the input. */
async function expandInput(
  ctx: TurnContext,
  session: Session,
  input: string,
  signal: AbortSignal,
): Promise<{ messages: ModelMessage[]; expanded?: Expanded }> {
  const plain = { messages: [{ role: "user" as const, content: input }] };
  if (session.depth !== 0 || !input.trimStart().startsWith("/")) return plain;
  const prompt = await expandPrompt(ctx, input, signal);
  if (prompt) return prompt;
  const commands = ctx.commands();
  const x = await expandSlashCommand(ctx.prompt.skills(), commands, input.trimStart(), {
    profile: ctx.profile,
    sessionId: session.id,
    expandCommand: async (command, args) =>
      (
        await expandCommand(command, args, {
          readBody: commands?.readBody,
          cwd: ctx.workspace,
          env: ctx.env,
          profile: ctx.profile,
          sessionId: session.id,
          signal,
          permission: async (req) =>
            (await ctx.gate.check(
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
  if (x.kind === "skill" || x.kind === "command")
    return { messages: [{ role: "user", content: x.text }], expanded: { kind: x.kind, name: x.name } };
  return plain;
}

/**
 * Keeps a running turn's tool set current: when an MCP server's tools changed since the last step, the
 * same object (the AI SDK reads it at every step) gets the new set.
 */
function followTools(ctx: TurnContext, session: Session): { tools: ToolSet; sync(): void } {
  const tools = ctx.toolsFor(session);
  let version = ctx.toolsVersion();
  return {
    tools,
    sync() {
      if (ctx.toolsVersion() === version) return;
      version = ctx.toolsVersion();
      const fresh = ctx.toolsFor(session);
      for (const name of Object.keys(tools)) if (!(name in fresh)) delete tools[name];
      Object.assign(tools, fresh);
    },
  };
}

interface StreamState {
  usage: Usage;
  /** Input + output tokens of the last request. */
  lastRequest: number;
  steps: number;
  stepText: string;
  finalText: string;
  status: TurnStatus;
  error?: string;
}

/** Turns one stream part into state and events. */
function onPart(
  ctx: TurnContext,
  session: Session,
  st: StreamState,
  part: { type: string } & Record<string, unknown>,
  signal: AbortSignal,
): void {
  const agent = session.path;
  switch (part.type) {
    case "start-step":
      st.steps += 1;
      st.stepText = "";
      break;
    case "text-delta":
      st.stepText += part.text as string;
      ctx.emit({ type: "text", agent, text: part.text as string });
      break;
    case "finish-step": {
      if (st.stepText.trim() !== "") st.finalText = st.stepText;
      const u = part.usage as
        | { inputTokens?: number; outputTokens?: number; inputTokenDetails?: { cacheReadTokens?: number } }
        | undefined;
      const input = u?.inputTokens ?? 0;
      const output = u?.outputTokens ?? 0;
      st.usage.inputTokens += input;
      st.usage.outputTokens += output;
      st.usage.cachedInputTokens += u?.inputTokenDetails?.cacheReadTokens ?? 0;
      if (input > 0) st.lastRequest = input + output;
      break;
    }
    case "tool-call":
      ctx.emit({
        type: "tool-call",
        agent,
        id: part.toolCallId as string,
        tool: part.toolName as string,
        input: part.input,
      });
      break;
    case "tool-result":
    case "tool-error": {
      const error = part.type === "tool-error";
      ctx.emit({
        type: "tool-result",
        agent,
        id: part.toolCallId as string,
        tool: part.toolName as string,
        output: preview(error ? errorText(part.error) : part.output),
        ...(error ? { error: true as const } : {}),
      });
      break;
    }
    case "abort":
      st.status = "cancelled";
      break;
    case "error":
      if (signal.aborted || isAbortError(part.error)) st.status = "cancelled";
      else {
        st.status = "error";
        st.error = errorText(part.error);
      }
      break;
    default:
      break;
  }
}

/** The AI SDK ends a cancelled stream without waiting for tools still running; wait for ours (they
 * stop on the signal), bounded for host tools that ignore it. */
async function settleTools(session: Session): Promise<void> {
  if (session.pending.size === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled([...session.pending]),
    new Promise((r) => {
      timer = setTimeout(r, TOOL_SETTLE_MS);
    }),
  ]);
  clearTimeout(timer);
}

async function stream(
  ctx: TurnContext,
  session: Session,
  input: string,
  signal: AbortSignal,
  st: StreamState,
) {
  await ctx.prompt.refresh();
  await checkHistory(session);
  const window = ctx.contextWindow;
  if (window !== undefined && contextFill(ctx, session) >= window * ctx.compactThreshold)
    await compactSession(ctx, session, "auto", signal);
  const { messages: request, expanded } = await expandInput(ctx, session, input, signal);
  ctx.emit({
    type: "turn-start",
    agent: session.path,
    sessionId: session.id,
    input,
    ...(expanded ? { expanded } : {}),
  });
  const live = followTools(ctx, session);
  const system = ctx.prompt.system(session.depth);
  const mid = midTurnCompactor({
    model: ctx.model,
    contextWindow: ctx.contextWindow,
    threshold: ctx.compactThreshold,
    systemChars: system.length,
    request: request.map((m) => (typeof m.content === "string" ? m.content : "")).join("\n\n"),
    agent: session.path,
    emit: (e) => ctx.emit(e),
  });
  const history = [...session.messages];
  const result = streamText({
    model: ctx.model,
    system,
    // Only the new request goes through the AI SDK's schema check, which walks every message it gets on
    // every call (most of a long session's per-turn cost); the history, checked once, joins each step.
    messages: request,
    tools: live.tools,
    prepareStep: async ({ messages, steps }) => {
      // A server that said its tools changed is listed again before the model's next step sees them.
      await ctx.mcp.settled(MCP_RELIST_WAIT_MS);
      live.sync();
      const full = [...history, ...messages];
      // Tool results may have pushed the context past the threshold: compact before the next step.
      const last = steps.at(-1)?.usage;
      const compacted =
        steps.length === 0
          ? undefined
          : await mid.beforeStep(full, (last?.inputTokens ?? 0) + (last?.outputTokens ?? 0), signal);
      return { messages: [...(compacted ?? full)] };
    },
    stopWhen: stepCountIs(ctx.maxSteps),
    abortSignal: signal,
    // The stream's error part is handled below; the AI SDK's default would also log it.
    onError: () => undefined,
    ...(ctx.maxRetries === undefined ? {} : { maxRetries: ctx.maxRetries }),
  });
  for await (const part of result.fullStream) onPart(ctx, session, st, part as never, signal);
  if (signal.aborted && st.status === "done") st.status = "cancelled";
  if (st.status === "done") keepTurn(session, mid, [...request, ...(await result.response).messages]);
  else if (st.status === "cancelled") {
    // Keep the request and say what happened, so the next turn knows it was cut short.
    const note = `${st.stepText}${st.stepText === "" ? "" : "\n\n"}[The user cancelled this turn.]`;
    keepTurn(session, mid, [...request, { role: "assistant", content: note }], true);
  }
}

/**
 * Adds a turn's messages to its session. A compaction within the turn replaced the conversation's
 * start: the session takes that form (cancelled: with the steps finished before the cancel).
 */
function keepTurn(session: Session, mid: MidTurnCompactor, added: ModelMessage[], cancelled = false): void {
  const seen = mid.lastSeen();
  const all =
    seen === undefined
      ? [...session.messages, ...added]
      : mid.apply(cancelled ? [...seen, added.at(-1)!] : [...session.messages, ...added]);
  session.messages.splice(0, session.messages.length, ...all);
  session.validated = session.messages.length;
}

/** A history that is not model messages; the turn (or compaction) that meets it fails with this message. */
class InvalidHistory extends Error {}

/** A resumed or host-given history is checked against the AI SDK's message schema once. */
async function checkHistory(session: Session): Promise<void> {
  if (session.validated >= session.messages.length) return;
  const { modelMessageSchema } = await import("ai");
  const start = session.validated;
  for (let i = start; i < session.messages.length; i++) {
    if (!modelMessageSchema.safeParse(session.messages[i]).success)
      throw new InvalidHistory(
        `Message ${i + 1} of the conversation is not an AI SDK model message (a resumed or given history); clear the conversation or start a new session.`,
      );
  }
  session.validated = session.messages.length;
}

/** How full a session's context is. */
function contextFill(ctx: TurnContext, session: Session): number {
  // The larger of the two: a provider's figure is exact but may lag a resumed or rewritten conversation.
  const estimate = estimateTokens(session.messages) + Math.ceil(ctx.prompt.system(session.depth).length / 4);
  return Math.max(session.contextTokens, estimate);
}

/** Replaces a session's older turns by a summary. Resolves false when there was nothing to compact. */
export async function compactSession(
  ctx: TurnContext,
  session: Session,
  reason: "auto" | "manual",
  signal: AbortSignal,
  instructions?: string,
): Promise<boolean> {
  const window = ctx.contextWindow ?? 0;
  const base = { type: "compaction" as const, agent: session.path, reason };
  try {
    await checkHistory(session);
    // Without a known window, a manual compaction keeps about the last quarter of what there is.
    const budget = window > 0 ? window : Math.max(4000, contextFill(ctx, session));
    const r = await compactMessages(ctx.model, session.messages, budget, signal, instructions);
    if (r === undefined) return false;
    session.messages.splice(0, session.messages.length, ...r.messages);
    session.validated = session.messages.length;
    session.contextTokens = 0;
    ctx.emit({
      ...base,
      removedMessages: r.removed,
      tokensBefore: r.tokensBefore,
      tokensAfter: r.tokensAfter,
    });
    return true;
  } catch (e) {
    if (signal.aborted) throw e;
    ctx.emit({ ...base, removedMessages: 0, tokensBefore: 0, tokensAfter: 0, error: errorText(e) });
    return false;
  }
}

function recordUsage(ctx: TurnContext, session: Session, st: StreamState): void {
  if (st.steps === 0) return;
  session.usage.inputTokens += st.usage.inputTokens;
  session.usage.outputTokens += st.usage.outputTokens;
  session.usage.cachedInputTokens += st.usage.cachedInputTokens;
  if (st.lastRequest > 0) session.contextTokens = st.lastRequest;
  ctx.emit({
    type: "usage",
    agent: session.path,
    sessionId: session.id,
    turn: { ...st.usage },
    session: { ...session.usage },
    contextTokens: st.lastRequest,
    ...(ctx.contextWindow ? { contextWindow: ctx.contextWindow } : {}),
  });
}

export async function runTurn(
  ctx: TurnContext,
  session: Session,
  input: string,
  outer: AbortSignal,
  extra: ((e: AgentEvent) => void) | undefined,
): Promise<TurnResult> {
  if (session.running) throw new TypeError(`Session ${session.id} is already running a turn.`);
  session.running = true;
  const controller = new AbortController();
  ctx.running.add(controller);
  const signal = AbortSignal.any([outer, controller.signal, ctx.lifeSignal]);
  if (extra) ctx.listeners.add(extra);
  const st: StreamState = {
    usage: zeroUsage(),
    lastRequest: 0,
    steps: 0,
    stepText: "",
    finalText: "",
    status: "done",
  };
  try {
    await stream(ctx, session, input, signal, st);
  } catch (e) {
    if (signal.aborted || isAbortError(e)) st.status = "cancelled";
    else {
      st.status = "error";
      st.error = errorText(e);
    }
  } finally {
    await settleTools(session);
    ctx.running.delete(controller);
    session.running = false;
  }
  if (st.status !== "done" && st.finalText === "") st.finalText = st.stepText;
  recordUsage(ctx, session, st);
  const { status, finalText: text, steps, error } = st;
  const end = { sessionId: session.id, status, text, steps, ...(error ? { error } : {}) };
  ctx.emit({ type: "turn-end", agent: session.path, ...end });
  if (extra) ctx.listeners.delete(extra);
  return { ...end, usage: { ...st.usage } };
}
