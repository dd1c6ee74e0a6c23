import type { LanguageModel, ModelMessage } from "ai";
import { compactMessages, estimateTokens } from "./compaction.js";
import type { AgentEvent } from "./events.js";

// Compaction inside a turn: when a multi-step turn's tool results push the context past the threshold,
// the conversation so far (the turn's finished steps included) is summarised before the next model
// step, cutting only between steps. The AI SDK hands every step the whole list again (the turn's
// start plus each step's messages); this keeps which leading part was replaced, by what, and applies
// it to every later step and to the conversation the turn leaves.

export interface MidTurnCompactor {
  /** Checks before a model step (`lastRequestTokens`: what the provider counted for the last one). */
  beforeStep(
    messages: readonly ModelMessage[],
    lastRequestTokens: number,
    signal: AbortSignal,
  ): Promise<readonly ModelMessage[] | undefined>;
  /** The turn's messages as they go on: unchanged when nothing was compacted. */
  apply(all: readonly ModelMessage[]): ModelMessage[];
  /** The SDK's list as the last step saw it, once a compaction happened (else undefined). */
  lastSeen(): readonly ModelMessage[] | undefined;
}

export interface MidTurnOptions {
  readonly model: LanguageModel;
  readonly contextWindow?: number;
  readonly threshold: number;
  /** Characters of the system prompt (counted as 4 a token). */
  readonly systemChars: number;
  /** The request the turn works on, kept verbatim beside the summary. */
  readonly request: string;
  readonly agent: string;
  emit(e: AgentEvent): void;
}

export function midTurnCompactor(o: MidTurnOptions): MidTurnCompactor {
  /** The first `count` messages of the SDK's list are replaced by `head`. */
  let replaced: { count: number; head: ModelMessage[] } | undefined;
  const view = (messages: readonly ModelMessage[]): ModelMessage[] =>
    replaced ? [...replaced.head, ...messages.slice(replaced.count)] : [...messages];
  let seen: readonly ModelMessage[] = [];
  return {
    apply: view,
    lastSeen: () => (replaced ? seen : undefined),
    async beforeStep(messages, lastRequestTokens, signal) {
      seen = messages;
      const now = view(messages);
      const window = o.contextWindow;
      if (window === undefined) return replaced ? now : undefined;
      const fill = Math.max(lastRequestTokens, estimateTokens(now) + Math.ceil(o.systemChars / 4));
      if (fill < window * o.threshold) return replaced ? now : undefined;
      const base = { type: "compaction" as const, agent: o.agent, reason: "auto" as const };
      try {
        const r = await compactMessages(o.model, now, window, signal, undefined, o.request);
        if (r === undefined) return replaced ? now : undefined;
        // The kept part is a suffix of the SDK's own list (a cut never falls inside an earlier head).
        replaced = { count: messages.length - r.kept, head: r.messages.slice(0, r.messages.length - r.kept) };
        o.emit({
          ...base,
          removedMessages: now.length - r.kept,
          tokensBefore: r.tokensBefore,
          tokensAfter: r.tokensAfter,
        });
        return r.messages;
      } catch (e) {
        if (signal.aborted) throw e;
        const error = e instanceof Error ? e.message : String(e);
        o.emit({ ...base, removedMessages: 0, tokensBefore: 0, tokensAfter: 0, error });
        return replaced ? now : undefined;
      }
    },
  };
}
