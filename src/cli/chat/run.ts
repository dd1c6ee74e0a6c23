import type { Agent } from "../../agent/agent.js";
import type { ModelChoice } from "../../agent/provider.js";
import type { CommandSet, SkillSet } from "../../types.js";
import type { CliContext } from "../context.js";
import type { LineState } from "./approval.js";
import type { ChatCliOptions } from "./options.js";
import type { Colors, Renderer } from "./render.js";

/** What the REPL and the script mode share: one running chat. */
export interface ChatRun {
  readonly agent: Agent;
  readonly opts: ChatCliOptions;
  readonly ctx: CliContext;
  readonly io: CliContext["io"];
  readonly json: boolean;
  readonly c: Colors;
  readonly choice: ModelChoice;
  readonly renderer: Renderer;
  readonly lines: LineState;
  readonly skills: SkillSet | (() => SkillSet);
  readonly commands: CommandSet | (() => CommandSet | undefined);
  /** The REPL's prompt. */
  readonly prompt: string;
  /** Messages of a resumed session (0 for a new one). */
  readonly resumedMessages: number;
  readonly workspace: string;
  /** Tokens the saved session used before this run. */
  priorUsage(): { readonly inputTokens: number; readonly outputTokens: number };
  /** The saved session this run writes (its id). */
  sessionId(): string;
  /** The model id in use. */
  model(): string;
  /** Switches the model (same provider); resolves to its id. */
  switchModel(id: string): Promise<string>;
  /** Continues a saved session instead of the current one. */
  resume(id: string): Promise<{ id: string; messages: number }>;
}
