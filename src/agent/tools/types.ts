import type { ToolSet } from "ai";
import type { AgentEvent, TurnStatus } from "../events.js";
import type { FileScope } from "../files.js";
import type { McpConnectResult } from "../mcp-client.js";
import type { PermissionGate } from "../permissions.js";
import type { PromptState } from "../prompt.js";
import type { Session, SessionStore } from "../session.js";

// What a tool of the agent can reach: one object per agent tree, built by createAgent.

export interface ToolTurnResult {
  readonly status: TurnStatus;
  readonly text: string;
  readonly error?: string;
}

export interface ToolContext {
  readonly workspace: string;
  readonly env: NodeJS.ProcessEnv;
  /** Aborted when the agent closes; a tool call without its own signal uses it. */
  readonly lifeSignal: AbortSignal;
  readonly gate: PermissionGate;
  readonly prompt: PromptState;
  readonly files: FileScope;
  readonly mcp: McpConnectResult;
  readonly sessions: SessionStore;
  readonly profile?: string;
  readonly bashTimeoutMs?: number;
  readonly maxDepth: number;
  readonly maxChildren: number;
  readonly maxAgents: number;
  emit(e: AgentEvent): void;
  /** The tools a session is offered (filtered by what it may use). */
  toolsFor(session: Session): ToolSet;
  /** Runs one turn of a (sub)agent session. */
  runTurn(session: Session, input: string, signal: AbortSignal): Promise<ToolTurnResult>;
}

/** One built-in tool: how it is offered, and how a call to it reads in one line. */
export interface ToolDefinition {
  readonly name: string;
  /** The AI SDK tools it offers a session (several for MCP, none when it does not apply). */
  create(ctx: ToolContext, session: Session): ToolSet;
  /** What a call is about, in a few words (the CLI's progress line). */
  summarize?(input: Record<string, unknown>): string;
}

export const str = (v: unknown): string => (typeof v === "string" ? v : "");

export const NOT_ALLOWED = "Do not retry it; go on without it or ask the user.";
