import type { FileChanges } from "./changes.js";

// What an agent reports while it works: the REPL draws these, `skillport chat --json` prints them
// one per line, a host subscribes with `onEvent`. `agent` names who acted: `main`, or a subagent's
// path such as `main/1/2`.

export type TurnStatus = "done" | "cancelled" | "error";

export interface TokenUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
  /** Input tokens served from the provider's prompt cache. */
  readonly cachedInputTokens: number;
}

export type AgentEvent =
  | {
      readonly type: "turn-start";
      readonly agent: string;
      readonly sessionId: string;
      readonly input: string;
      /** Set when the input was a slash command that expanded. */
      readonly expanded?: { readonly kind: "skill" | "command" | "prompt"; readonly name: string };
    }
  | { readonly type: "text"; readonly agent: string; readonly text: string }
  | {
      readonly type: "tool-call";
      readonly agent: string;
      readonly id: string;
      readonly tool: string;
      readonly input: unknown;
    }
  | {
      readonly type: "tool-result";
      readonly agent: string;
      readonly id: string;
      readonly tool: string;
      /** The result as the model got it, cut to 2 000 characters. */
      readonly output: string;
      readonly error?: true;
    }
  | {
      readonly type: "approval";
      readonly agent: string;
      readonly kind: "bash" | "mcp" | "shell" | "edit";
      readonly tool: string;
      readonly summary: string;
      readonly allowed: boolean;
      /** `rule`: decided by the permissions; `asked`: someone answered; `always`: an earlier "always". */
      readonly how: "rule" | "asked" | "always";
    }
  | {
      readonly type: "subagent-start";
      readonly agent: string;
      readonly child: string;
      readonly sessionId: string;
      readonly task: string;
      readonly tools: readonly string[];
      readonly continued: boolean;
    }
  | {
      readonly type: "subagent-end";
      readonly agent: string;
      readonly child: string;
      readonly sessionId: string;
      readonly status: TurnStatus;
      readonly changedFiles: FileChanges;
    }
  | {
      /** Tokens of one finished turn (its model requests) and of its session so far. */
      readonly type: "usage";
      readonly agent: string;
      readonly sessionId: string;
      readonly turn: TokenUsage;
      readonly session: TokenUsage;
      /** Input + output tokens of the turn's last request: how full the context is. */
      readonly contextTokens: number;
      readonly contextWindow?: number;
    }
  | {
      /** Older turns were replaced by a summary (automatically near the context window, or asked). */
      readonly type: "compaction";
      readonly agent: string;
      readonly reason: "auto" | "manual";
      readonly removedMessages: number;
      readonly tokensBefore: number;
      readonly tokensAfter: number;
      readonly error?: string;
    }
  | { readonly type: "catalog-changed"; readonly bytes: number; readonly skills: number }
  | { readonly type: "mcp-error"; readonly server: string; readonly message: string }
  | {
      /** A server said its tools (or prompts) changed and they were listed again: the next model step sees them. */
      readonly type: "mcp-changed";
      readonly server: string;
      readonly list: "tools" | "prompts";
      /** How many it offers now. */
      readonly count: number;
    }
  /** Something the agent skipped or cut and went on without (a context file too large, not text…). */
  | { readonly type: "warning"; readonly message: string }
  | {
      readonly type: "turn-end";
      readonly agent: string;
      readonly sessionId: string;
      readonly status: TurnStatus;
      /** The final answer: the text of the turn's last step. */
      readonly text: string;
      readonly steps: number;
      readonly error?: string;
    };
