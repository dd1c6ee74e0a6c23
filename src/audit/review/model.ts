// The call to the model: AI SDK structured output (`generateText` with `Output.object` and a zod
// schema), one attempt and one retry, under a time limit. The model is passed in (the CLI makes it from
// the provider `skillport chat` uses): this layer never picks a provider. The AI SDK and zod are
// optional peers, loaded here on first use.
import type { LanguageModel } from "ai";
import type { ModelAnswer, ReviewFailure } from "./types.js";

/** The schema, lenient on purpose (a provider's strict mode accepts few keywords): answers are clamped after. */
async function answerSchema() {
  const { z } = await import("zod");
  return z.object({
    verdict: z.enum(["malicious", "suspicious", "benign"]),
    confidence: z.number(),
    findings: z.array(z.object({ file: z.string(), line: z.number(), why: z.string() })),
  });
}

/** A failure of the call, sorted into what the user can do about it (caught in this file). */
class ReviewCallError extends Error {
  constructor(
    readonly reason: ReviewFailure,
    message: string,
  ) {
    super(message);
    this.name = "ReviewCallError";
  }
}

export interface CallOptions {
  readonly model: LanguageModel;
  readonly system: string;
  readonly prompt: string;
  readonly timeoutMs: number;
}

export type CallResult =
  | { readonly answer: ModelAnswer }
  | { readonly reason: ReviewFailure; readonly message: string };

/** Asks the model: its checked answer, or why there is none. Never rejects. */
export async function askModel(options: CallOptions): Promise<CallResult> {
  try {
    return { answer: await call(options) };
  } catch (e) {
    if (e instanceof ReviewCallError) return { reason: e.reason, message: e.message };
    return { reason: "model-error", message: `the model call failed (${(e as Error)?.name ?? "error"})` };
  }
}

async function call(options: CallOptions): Promise<ModelAnswer> {
  let ai: typeof import("ai");
  let schema: Awaited<ReturnType<typeof answerSchema>>;
  try {
    [ai, schema] = await Promise.all([import("ai"), answerSchema()]);
  } catch {
    throw new ReviewCallError(
      "missing-package",
      "the review needs the packages ai (version 6) and zod next to skillport: npm install ai zod",
    );
  }
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const result = await ai.generateText({
      model: options.model,
      system: options.system,
      prompt: options.prompt,
      output: ai.Output.object({ schema, name: "skill_review" }),
      temperature: 0,
      maxRetries: 1,
      abortSignal: signal,
    });
    const out = result.output as ModelAnswer | undefined;
    if (out === undefined) throw new ReviewCallError("invalid-reply", "the model gave no answer");
    return out;
  } catch (e) {
    if (e instanceof ReviewCallError) throw e;
    throw classify(e, signal, options.timeoutMs, ai);
  }
}

/** What went wrong, in words that never quote the model's reply (it may echo the skill). */
function classify(
  e: unknown,
  signal: AbortSignal,
  timeoutMs: number,
  ai: typeof import("ai"),
): ReviewCallError {
  if (signal.aborted)
    return new ReviewCallError(
      "timeout",
      `the model did not answer within ${Math.round(timeoutMs / 1000)} s`,
    );
  if (ai.RetryError.isInstance(e)) return classify(e.lastError, signal, timeoutMs, ai);
  if (
    ai.NoObjectGeneratedError.isInstance(e) ||
    ai.NoOutputGeneratedError.isInstance(e) ||
    ai.TypeValidationError.isInstance(e) ||
    ai.JSONParseError.isInstance(e) ||
    ai.InvalidResponseDataError.isInstance(e)
  )
    return new ReviewCallError(
      "invalid-reply",
      "the model's answer was not a review in the required JSON shape",
    );
  if (ai.APICallError.isInstance(e)) {
    const status = e.statusCode;
    if (status === 429)
      return new ReviewCallError("rate-limit", "the provider is rate limiting (HTTP 429); try again later");
    if (status === undefined)
      return new ReviewCallError(
        "network",
        `the provider could not be reached (${e.url ? new URL(e.url).host : "no address"})`,
      );
    if (status === 401 || status === 403)
      return new ReviewCallError("model-error", `the provider refused the API key (HTTP ${status})`);
    return new ReviewCallError("model-error", `the provider answered HTTP ${status}`);
  }
  const code = (e as { cause?: { code?: string } })?.cause?.code;
  if (e instanceof TypeError || typeof code === "string")
    return new ReviewCallError("network", `the provider could not be reached${code ? ` (${code})` : ""}`);
  return new ReviewCallError("model-error", `the model call failed (${(e as Error)?.name ?? "error"})`);
}
