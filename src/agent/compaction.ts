import { type LanguageModel, type ModelMessage, streamText } from "ai";

// Compaction: when a conversation nears the model's context window, the older turns are replaced by a
// summary the model writes, and the recent turns are kept as they are. The cut is always before a
// user message, so a tool call never loses its result. What the summariser reads is a plain-text
// transcript (tool results clipped), so it works with any provider and costs little.

/** Compact automatically when a request's input reaches this share of the context window. */
export const DEFAULT_COMPACT_THRESHOLD = 0.8;
/** Recent turns kept verbatim: up to this share of the context window. */
const KEEP_SHARE = 0.25;
const TRANSCRIPT_RESULT_CHARS = 2000;
const MAX_TRANSCRIPT_CHARS = 400_000;
/** Characters of a running turn's request kept verbatim beside a mid-turn summary. */
const MAX_REQUEST_CHARS = 8000;

export const SUMMARY_PREFIX = "[Summary of the earlier conversation, written when it was compacted]";

const SUMMARISER =
  "You summarise a conversation between a user and a coding agent so that the agent can continue the work " +
  "from the summary alone. Keep: the user's goals and constraints, decisions made, files read or changed " +
  "(paths), commands run and their important results or errors, open questions and the next steps. Be " +
  "concise and factual; no preamble.";

/** A rough token count (4 characters a token): enough to decide where to cut. */
export function estimateTokens(messages: readonly ModelMessage[]): number {
  let chars = 0;
  for (const m of messages) chars += JSON.stringify(m.content).length + 8;
  return Math.ceil(chars / 4);
}

/**
 * Where a cut may go: before a user message; within a turn (`midTurn`) also before a step, an
 * assistant message right after tool results, so every tool call keeps its result.
 */
const cutsAt = (messages: readonly ModelMessage[], midTurn: boolean): number[] =>
  messages.flatMap((m, i) =>
    m.role === "user" || (midTurn && m.role === "assistant" && messages[i - 1]?.role === "tool") ? [i] : [],
  );

/**
 * Where to cut: `older` is summarised, `recent` kept. `recent` starts at a cut (a user message, or
 * within a turn a step) and holds at most `keepTokens` (always at least the last turn, or the last
 * step); `older` is empty when there is nothing to cut.
 */
export function splitForCompaction(
  messages: readonly ModelMessage[],
  keepTokens: number,
  midTurn = false,
): { older: ModelMessage[]; recent: ModelMessage[] } {
  const starts = cutsAt(messages, midTurn);
  if (starts.length < 2) return { older: [], recent: [...messages] };
  let cut = starts[starts.length - 1]!;
  for (let k = starts.length - 2; k >= 1; k--) {
    if (estimateTokens(messages.slice(starts[k]!)) > keepTokens) break;
    cut = starts[k]!;
  }
  return { older: messages.slice(0, cut), recent: messages.slice(cut) };
}

const clip = (s: string, max: number): string =>
  s.length <= max ? s : `${s.slice(0, max / 2)}\n[… ${s.length - max} characters …]\n${s.slice(-max / 2)}`;

function partText(p: Record<string, unknown>): string {
  switch (p.type) {
    case "text":
    case "reasoning":
      return String(p.text ?? "");
    case "tool-call":
      return `[tool call ${String(p.toolName)} ${clip(JSON.stringify(p.input ?? {}), 1000)}]`;
    case "tool-result": {
      const out = p.output as { value?: unknown } | undefined;
      const v = typeof out?.value === "string" ? out.value : JSON.stringify(out?.value ?? out);
      return `[tool result ${String(p.toolName)}: ${clip(v ?? "", TRANSCRIPT_RESULT_CHARS)}]`;
    }
    default:
      return `[${String(p.type)}]`;
  }
}

/** The conversation as plain text for the summariser. */
export function transcript(messages: readonly ModelMessage[]): string {
  const out = messages.map((m) => {
    const c = m.content as unknown;
    const text =
      typeof c === "string"
        ? c
        : Array.isArray(c)
          ? c.map((p) => partText(p as Record<string, unknown>)).join("\n")
          : "";
    return `${m.role.toUpperCase()}: ${text}`;
  });
  const all = out.join("\n\n");
  // Over the cap: the most recent part matters most; an earlier summary sits at the very start.
  return all.length <= MAX_TRANSCRIPT_CHARS
    ? all
    : `${all.slice(0, 20_000)}\n[…]\n${all.slice(-(MAX_TRANSCRIPT_CHARS - 20_000))}`;
}

/** The summariser answered nothing; compactSession reports it in a `compaction` event. */
class EmptySummary extends Error {
  constructor() {
    super("the model returned an empty summary");
  }
}

export interface CompactionResult {
  readonly messages: ModelMessage[];
  /** How many messages at the end of the input were kept as they were. */
  readonly kept: number;
  readonly summary: string;
  readonly removed: number;
  readonly tokensBefore: number;
  readonly tokensAfter: number;
}

/** Summarises the older turns; undefined when there is nothing old enough to compact. */
export async function compactMessages(
  model: LanguageModel,
  messages: readonly ModelMessage[],
  contextWindow: number,
  signal: AbortSignal,
  instructions?: string,
  /** The request a running turn works on: the cut may fall between its steps, and it stays verbatim. */
  request?: string,
): Promise<CompactionResult | undefined> {
  const midTurn = request !== undefined;
  const { older, recent } = splitForCompaction(messages, Math.floor(contextWindow * KEEP_SHARE), midTurn);
  if (older.length === 0) return undefined;
  const focus = instructions?.trim()
    ? `\n\nThe user asks the summary to focus on: ${instructions.trim()}`
    : "";
  // Streamed like every other request (some servers only stream); the error part is thrown here.
  let failure: unknown;
  const content = `Summarise this conversation.${focus}\n\n<conversation>\n${transcript(older)}\n</conversation>`;
  const r = streamText({
    model,
    system: SUMMARISER,
    messages: [{ role: "user", content }],
    abortSignal: signal,
    maxRetries: 1,
    onError: ({ error }) => {
      failure = error;
    },
  });
  let text: string;
  try {
    text = await r.text;
  } catch (e) {
    throw failure ?? e;
  }
  if (failure !== undefined) throw failure;
  const summary = text.trim();
  if (summary === "") throw new EmptySummary();
  // Within a turn the kept part starts with the model's next step: the summary (with the request it
  // works on) is the user message before it.
  const working = midTurn
    ? `\n\n[The request being worked on, as the user wrote it:]\n${clip(request, MAX_REQUEST_CHARS)}`
    : "";
  const next: ModelMessage[] = [
    { role: "user", content: `${SUMMARY_PREFIX}\n\n${summary}${working}` },
    ...(recent[0]?.role === "assistant"
      ? []
      : [{ role: "assistant" as const, content: "Understood; I will continue from this summary." }]),
    ...recent,
  ];
  return {
    messages: next,
    kept: recent.length,
    summary,
    removed: older.length,
    tokensBefore: estimateTokens(messages),
    tokensAfter: estimateTokens(next),
  };
}
