import { MockLanguageModelV3 } from "ai/test";

type LanguageModelV3CallOptions = Parameters<MockLanguageModelV3["doStream"]>[0];

type LanguageModelV3Prompt = LanguageModelV3CallOptions["prompt"];
type StreamResult = Awaited<ReturnType<MockLanguageModelV3["doStream"]>>;
type LanguageModelV3StreamPart = StreamResult["stream"] extends ReadableStream<infer T> ? T : never;

// The AI SDK's mock language model, scripted turn by turn: each model call gets the next step, or a
// router picks the step from the prompt (subagents run concurrently, so their calls interleave).

export interface ToolCallStep {
  readonly tool: string;
  readonly input: unknown;
  readonly id?: string;
}

export interface Step {
  readonly text?: string;
  readonly calls?: readonly ToolCallStep[];
  /** Wait for the call's abort signal and never answer (a model that hangs). */
  readonly hang?: boolean;
}

export type Router = (call: {
  prompt: LanguageModelV3Prompt;
  system: string;
  lastUser: string;
  toolResults: string[];
}) => Step;

let ids = 0;

function chunks(step: Step): LanguageModelV3StreamPart[] {
  const out: LanguageModelV3StreamPart[] = [{ type: "stream-start", warnings: [] }];
  if (step.text !== undefined) {
    out.push(
      { type: "text-start", id: "t" },
      { type: "text-delta", id: "t", delta: step.text },
      { type: "text-end", id: "t" },
    );
  }
  for (const c of step.calls ?? []) {
    out.push({
      type: "tool-call",
      toolCallId: c.id ?? `call-${++ids}`,
      toolName: c.tool,
      input: JSON.stringify(c.input),
    });
  }
  out.push({
    type: "finish",
    finishReason: { unified: (step.calls?.length ?? 0) > 0 ? "tool-calls" : "stop", raw: undefined },
    usage: {
      inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 1, text: 1, reasoning: 0 },
    },
  });
  return out;
}

const textOf = (content: unknown): string =>
  typeof content === "string"
    ? content
    : Array.isArray(content)
      ? content
          .map((p: Record<string, unknown>) =>
            p.type === "text" ? String(p.text) : p.type === "tool-result" ? JSON.stringify(p.output) : "",
          )
          .join("")
      : "";

/** What a call saw: system prompt, last user message, tool results since it. */
export function describeCall(prompt: LanguageModelV3Prompt): {
  system: string;
  lastUser: string;
  toolResults: string[];
} {
  const system = prompt
    .filter((m) => m.role === "system")
    .map((m) => textOf(m.content))
    .join("\n");
  let lastUserAt = -1;
  prompt.forEach((m, i) => {
    if (m.role === "user") lastUserAt = i;
  });
  const lastUser = lastUserAt < 0 ? "" : textOf(prompt[lastUserAt]!.content);
  const toolResults = prompt
    .slice(lastUserAt + 1)
    .filter((m) => m.role === "tool")
    .map((m) => textOf(m.content));
  return { system, lastUser, toolResults };
}

export function scriptedModel(
  script: readonly Step[] | Router,
): MockLanguageModelV3 & { calls: LanguageModelV3CallOptions[] } {
  let i = 0;
  const calls: LanguageModelV3CallOptions[] = [];
  const model = new MockLanguageModelV3({
    doStream: async (options) => {
      calls.push(options);
      const step =
        typeof script === "function"
          ? script({ prompt: options.prompt, ...describeCall(options.prompt) })
          : (script[i++] ?? { text: "(script ended)" });
      if (step.hang) {
        return {
          stream: new ReadableStream<LanguageModelV3StreamPart>({
            start(controller) {
              controller.enqueue({ type: "stream-start", warnings: [] });
              options.abortSignal?.addEventListener(
                "abort",
                () => controller.error(options.abortSignal?.reason ?? new Error("aborted")),
                { once: true },
              );
            },
          }),
        };
      }
      return {
        stream: new ReadableStream<LanguageModelV3StreamPart>({
          start(controller) {
            for (const c of chunks(step)) controller.enqueue(c);
            controller.close();
          },
        }),
      };
    },
  });
  return Object.assign(model, { calls });
}
